/**
 * A ticket's QR code as a PNG: 8-bit gray, 4 modules of quiet zone, 10 pixels a module, the same
 * pixels as `QRCode.toBuffer` draws them. Written here rather than by qrcode's PNG renderer, which
 * paints an RGBA canvas, converts it back to gray and tries every PNG filter on every row: that
 * cost a third of a confirmation's rendering. Here each module row is one 'None' row followed by
 * 'Up' rows, which are all zeros, so the deflate is quick and the file small.
 */
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const MARGIN_MODULES = 4;
const PIXELS_PER_MODULE = 10;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_NONE = 0;
const FILTER_UP = 2;
const DARK = 0x00;
const LIGHT = 0xff;

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return chunk;
}

/** The QR code of `text` (error correction level M) as a grayscale PNG. */
export function renderQrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const moduleCount = modules.size + 2 * MARGIN_MODULES;
  const side = moduleCount * PIXELS_PER_MODULE;
  const stride = side + 1;
  // Every byte starts at zero: an 'Up' row that repeats the row above is all zeros.
  const raw = Buffer.alloc(stride * side);
  const pixels = Buffer.alloc(side);
  for (let moduleY = 0; moduleY < moduleCount; moduleY += 1) {
    pixels.fill(LIGHT);
    const y = moduleY - MARGIN_MODULES;
    if (y >= 0 && y < modules.size) {
      for (let x = 0; x < modules.size; x += 1) {
        if (!modules.get(y, x)) continue;
        const start = (x + MARGIN_MODULES) * PIXELS_PER_MODULE;
        pixels.fill(DARK, start, start + PIXELS_PER_MODULE);
      }
    }
    const first = moduleY * PIXELS_PER_MODULE * stride;
    raw[first] = FILTER_NONE;
    pixels.copy(raw, first + 1);
    for (let repeat = 1; repeat < PIXELS_PER_MODULE; repeat += 1) {
      raw[first + repeat * stride] = FILTER_UP;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // color type: grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
