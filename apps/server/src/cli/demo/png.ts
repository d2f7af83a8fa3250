import { deflateSync } from 'node:zlib';

/**
 * Tiny PNG images drawn in code for the demo data (portrait avatars, a wireframe), so the demo needs
 * no downloads and no image library.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export type Rgb = [number, number, number];

/** An RGB canvas: set pixels, then encode as PNG. */
export const canvas = (width: number, height: number, background: Rgb) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  const set = (x: number, y: number, rgb: Rgb) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels.set(rgb, (y * width + x) * 3);
  };
  return {
    set,
    rect(x: number, y: number, w: number, h: number, rgb: Rgb) {
      for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) set(i, j, rgb);
    },
    png(): Buffer {
      const header = Buffer.alloc(13);
      header.writeUInt32BE(width, 0);
      header.writeUInt32BE(height, 4);
      header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
      const raw = Buffer.alloc((width * 3 + 1) * height);
      for (let y = 0; y < height; y++)
        pixels.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(raw)),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    },
  };
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** Coverage (0–1) of a pixel by the portrait silhouette: a head and rounded shoulders, 3×3 supersampled. */
const silhouette = (x: number, y: number, size: number) => {
  let hits = 0;
  for (let sy = 0; sy < 3; sy++)
    for (let sx = 0; sx < 3; sx++) {
      const u = (x + (sx + 0.5) / 3) / size;
      const v = (y + (sy + 0.5) / 3) / size;
      const head = (u - 0.5) ** 2 + (v - 0.4) ** 2 < 0.175 ** 2;
      const shoulders = ((u - 0.5) / 0.36) ** 2 + ((v - 1.02) / 0.34) ** 2 < 1;
      if (head || shoulders) hits++;
    }
  return hits / 9;
};

/**
 * A 128×128 stand-in portrait: a soft diagonal gradient of `color` behind a lighter head-and-shoulders
 * silhouette, so demo people look like people with photos rather than initials.
 */
export const avatarPng = (color: Rgb): Buffer => {
  const size = 128;
  const img = canvas(size, size, color);
  const light = mix(color, [255, 255, 255], 0.3);
  const dark = mix(color, [0, 0, 0], 0.15);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const background = mix(light, dark, (x + y) / (2 * size));
      const figure = mix(mix(color, [255, 255, 255], 0.72), mix(color, [255, 255, 255], 0.55), y / size);
      img.set(x, y, mix(background, figure, silhouette(x, y, size)));
    }
  return img.png();
};

/** A simple page wireframe (header, hero, three cards), as a design attachment. */
export const wireframePng = (accent: Rgb): Buffer => {
  const img = canvas(480, 320, [246, 247, 251]);
  img.rect(0, 0, 480, 36, [255, 255, 255]);
  img.rect(16, 12, 64, 12, accent);
  for (let i = 0; i < 4; i++) img.rect(260 + i * 52, 14, 40, 8, [200, 204, 214]);
  img.rect(16, 56, 448, 120, mix(accent, [255, 255, 255], 0.7));
  img.rect(40, 88, 220, 16, accent);
  img.rect(40, 116, 160, 10, [160, 166, 180]);
  img.rect(40, 140, 80, 20, accent);
  for (let i = 0; i < 3; i++) {
    img.rect(16 + i * 152, 196, 144, 104, [255, 255, 255]);
    img.rect(28 + i * 152, 208, 60, 40, mix(accent, [255, 255, 255], 0.5));
    img.rect(28 + i * 152, 260, 110, 8, [200, 204, 214]);
    img.rect(28 + i * 152, 276, 80, 8, [200, 204, 214]);
  }
  return img.png();
};
