/**
 * A ticket's QR code as a camera sees it: the tickets PDF of an order from the development
 * outbox, its QR images taken out of the PDF as the shop drew them (8-bit gray, deflated with
 * PNG row filters), and one of them as a Y4M video Chromium plays as its fake camera.
 */
import { writeFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';

export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The order's tickets PDF, once the worker has delivered its confirmation to the outbox. */
export async function fetchTicketsPdf(
  request: APIRequestContext,
  receipt: string,
): Promise<Buffer> {
  let href = '';
  await expect(async () => {
    const page = await (await request.get('/dev/outbox')).text();
    href = new RegExp(`href="(/dev/outbox/[^"/]+/tickets-${receipt}\\.pdf)"`).exec(page)?.[1] ?? '';
    expect(href, `tickets PDF of order #${receipt} in the outbox`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  const response = await request.get(href);
  expect(response.ok()).toBe(true);
  return response.body();
}

/** Undoes one PNG row filter (None, Sub, Up, Average, Paeth) of one gray byte per pixel. */
function unfilterRow(filter: number, row: Uint8Array, above: Uint8Array): void {
  for (let x = 0; x < row.length; x += 1) {
    const left = x > 0 ? row[x - 1]! : 0;
    const up = above[x]!;
    const upLeft = x > 0 ? above[x - 1]! : 0;
    let add = 0;
    if (filter === 1) add = left;
    else if (filter === 2) add = up;
    else if (filter === 3) add = Math.floor((left + up) / 2);
    else if (filter === 4) {
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    row[x] = (row[x]! + add) & 0xff;
  }
}

/** Every gray image XObject of the PDF, decoded to pixels. */
export function grayImagesOf(pdf: Buffer): GrayImage[] {
  const source = pdf.toString('latin1');
  const images: GrayImage[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\nstream\n/g)) {
    const dict = match[1]!;
    if (!dict.includes('/Subtype /Image') || !dict.includes('/DeviceGray')) continue;
    const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)![1]);
    const [width, height, length] = [number('Width'), number('Height'), number('Length')];
    const start = match.index + match[0].length;
    const raw = inflateSync(pdf.subarray(start, start + length));
    const pixels = new Uint8Array(width * height);
    let above = new Uint8Array(width);
    for (let y = 0; y < height; y += 1) {
      const row = Uint8Array.from(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)));
      unfilterRow(raw[y * (width + 1)]!, row, above);
      pixels.set(row, y * width);
      above = row;
    }
    images.push({ width, height, pixels });
  }
  return images;
}

/**
 * Writes the image centred on a white 640x480 picture as a few frames of Y4M (4:2:0), the
 * format Chromium's `--use-file-for-fake-video-capture` plays in a loop.
 */
export async function writeCameraVideo(image: GrayImage, file: string): Promise<void> {
  const [width, height] = [640, 480];
  expect(image.width).toBeLessThanOrEqual(width);
  expect(image.height).toBeLessThanOrEqual(height);
  const luma = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y += 1)
    luma.set(
      image.pixels.subarray(y * image.width, (y + 1) * image.width),
      (top + y) * width + left,
    );
  // Gray: both chroma planes at their middle value.
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1\n`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}

/** The text of a ticket's QR code (its ticket code), read from the image as a scanner reads it. */
export function readQrText(image: GrayImage): string {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  image.pixels.forEach((gray, index) => {
    rgba.set([gray, gray, gray, 255], index * 4);
  });
  const found = jsQR(rgba, image.width, image.height);
  expect(found, 'a QR code in the image').not.toBeNull();
  return found!.data;
}
