// Draws the extension's icons (a teal rounded square with a white check mark) and encodes them as PNG
// with fflate's zlib, so the build needs no image tool and no committed binaries.
import { zlibSync } from 'fflate';

const BACKGROUND = [11, 107, 93];
const MARK = [255, 255, 255];
const CHECK = [
  [0.27, 0.53],
  [0.43, 0.69],
  [0.74, 0.35],
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Encodes RGBA pixels (row by row, 4 bytes each) as a PNG file. */
export function encodePng(width, height, rgba) {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const raw = new Uint8Array(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1)
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** The icon at `size` pixels, anti-aliased by 4×4 supersampling. */
export function drawIcon(size) {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  const stroke = size <= 16 ? 0.09 : 0.075;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let cover = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const u = (x + (sx + 0.5) / samples) / size;
          const v = (y + (sy + 0.5) / samples) / size;
          if (!insideRoundedSquare(u, v, 0.2)) continue;
          cover += 1;
          const d = Math.min(
            distanceToSegment(u, v, CHECK[0], CHECK[1]),
            distanceToSegment(u, v, CHECK[1], CHECK[2]),
          );
          if (d <= stroke) mark += 1;
        }
      }
      const i = (y * size + x) * 4;
      const m = cover === 0 ? 0 : mark / cover;
      for (let c = 0; c < 3; c += 1) rgba[i + c] = Math.round(BACKGROUND[c] * (1 - m) + MARK[c] * m);
      rgba[i + 3] = Math.round((255 * cover) / (samples * samples));
    }
  }
  return encodePng(size, size, rgba);
}

export const ICON_SIZES = [16, 32, 48, 128];
