/**
 * The lint run enforces the server's module boundaries (ARCHITECTURE.md): these lint a few lines
 * as if they sat in a module's file and check what the project's ESLint config says of them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problemsOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server module boundaries', () => {
  it("refuses an import of another module's inner file", async () => {
    const problems = await problemsOf(
      "export { generateCartToken } from '../carts/carts-service.ts';\n",
      'apps/server/src/modules/orders/boundary-probe.ts',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*only through its index\.ts/),
    ]);
  });

  it("allows another module's index.ts, and a module's own files", async () => {
    const problems = await problemsOf(
      "export { generateCartToken } from '../carts/index.ts';\n" +
        "export { buildOrder } from './order-view.ts';\n",
      'apps/server/src/modules/orders/boundary-probe.ts',
    );
    expect(problems.filter((problem) => problem.startsWith('no-restricted-imports'))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // mailer.ts imports mail-port.ts; mail-port.ts importing mailer.ts back closes a cycle.
    const problems = await problemsOf(
      "export { createMailer } from './mailer.ts';\n",
      'apps/server/src/modules/notifications/mail-port.ts',
    );
    expect(problems).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  });
});
