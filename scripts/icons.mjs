// Draws the app's icons (web/public/icons/*.png): two cards on the green felt,
// full bleed so that a maskable crop keeps them. PNG written by hand (zlib),
// no image library:   node scripts/icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const FELT = [15, 90, 54];
const CARD = [255, 253, 247];
const EDGE = [10, 63, 38];
const RED = [200, 16, 46];
const GOLD = [243, 196, 71];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A rounded rectangle's inside test, in units of the icon's size. */
const inRect = (x, y, [x0, y0, x1, y1], r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const inDiamond = (x, y, cx, cy, w, h) => Math.abs(x - cx) / w + Math.abs(y - cy) / h <= 1;
const inHeart = (x, y, cx, cy, s) => {
  const u = (x - cx) / s;
  const v = -(y - cy) / s + 0.3;
  return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
};

function color(x, y) {
  const back = [0.2, 0.22, 0.62, 0.78];
  const front = [0.38, 0.26, 0.8, 0.82];
  if (inRect(x, y, front, 0.05)) {
    if (!inRect(x, y, [front[0] + 0.012, front[1] + 0.012, front[2] - 0.012, front[3] - 0.012], 0.04)) return EDGE;
    return inHeart(x, y, 0.59, 0.52, 0.12) ? RED : CARD;
  }
  if (inRect(x, y, back, 0.05)) {
    if (!inRect(x, y, [back[0] + 0.012, back[1] + 0.012, back[2] - 0.012, back[3] - 0.012], 0.04)) return EDGE;
    return inDiamond(x, y, 0.3, 0.36, 0.06, 0.09) ? GOLD : CARD;
  }
  return FELT;
}

function png(size) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 3)] = 0;
    for (let x = 0; x < size; x++) {
      // 2x2 samples per pixel: smooth edges.
      const acc = [0, 0, 0];
      for (const [dx, dy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
        const c = color((x + dx) / size, (y + dy) / size);
        for (let i = 0; i < 3; i++) acc[i] += c[i] / 4;
      }
      acc.forEach((v, i) => (rows[y * (1 + size * 3) + 1 + x * 3 + i] = Math.round(v)));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(`web/public/icons/icon-${size}.png`, png(size));
writeFileSync("web/public/icons/apple-touch-icon.png", png(180));
