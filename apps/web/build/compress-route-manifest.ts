/**
 * React Router writes its route manifest (`assets/manifest-<hash>.js`, every route's modules) after
 * the client build, so the build's compression plugin never sees it. It is the first page's
 * second largest script (about 90 KB, 9 KB in brotli): its brotli and gzip copies are made here,
 * at the end of the build (react-router.config.ts), as the plugin makes every other file's.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function compressRouteManifest(assetsDir: string): Promise<string[]> {
  const manifests = (await readdir(assetsDir)).filter((file) => /^manifest-.*\.js$/.test(file));
  for (const file of manifests) {
    const source = await readFile(path.join(assetsDir, file));
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
    await writeFile(path.join(assetsDir, `${file}.br`), await brotli(source, quality));
    await writeFile(path.join(assetsDir, `${file}.gz`), await gzipped(source, { level: 9 }));
  }
  return manifests;
}
