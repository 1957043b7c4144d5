import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { renderQrPng } from './qr-png.ts';

/** Decodes the PNGs renderQrPng writes: 8-bit gray, rows filtered 'None' or 'Up' only. */
function decodeGrayPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const raw = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (width + 1)];
    for (let x = 0; x < width; x += 1) {
      const value = raw[y * (width + 1) + 1 + x]!;
      pixels[y * width + x] =
        filter === 2 && y > 0 ? (value + pixels[(y - 1) * width + x]!) & 0xff : value;
    }
    expect([0, 2]).toContain(filter);
  }
  return { width, height, pixels };
}

it('draws each QR module as a 10-pixel black or white square inside a 4-module white margin', () => {
  const text = 'K3VQ7ZC2MJX4TAPW5NDRYE6HBL';
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { width, height, pixels } = decodeGrayPng(renderQrPng(text));
  const side = (modules.size + 8) * 10;
  expect([width, height]).toEqual([side, side]);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const moduleY = Math.floor(y / 10) - 4;
      const moduleX = Math.floor(x / 10) - 4;
      const inside =
        moduleY >= 0 && moduleY < modules.size && moduleX >= 0 && moduleX < modules.size;
      const dark = inside && modules.get(moduleY, moduleX) === 1;
      if (pixels[y * side + x] !== (dark ? 0 : 255)) {
        throw new Error(`pixel (${x}, ${y}) should be ${dark ? 'black' : 'white'}`);
      }
    }
  }
});
