import { randomInt, timingSafeEqual } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The login "image code" (captcha) shown after repeated failed logins. Drawn and PNG-encoded here
 * with Node built-ins only, so the server needs no native image library.
 */

/**
 * Uppercase letters and digits minus look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). Q and V go too: once
 * rotated and crossed by noise lines, a 5x7 Q reads as O and V as U.
 */
export const IMAGE_CODE_ALPHABET = 'ACDEFGHJKMNPRTUWXY34679';

const GLYPH_W = 5;
const GLYPH_H = 7;

// 5x7 bitmaps, '#' = ink. Only the alphabet is drawn, so only it has glyphs.
const FONT: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#..##', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  '3': ['.###.', '#...#', '....#', '..##.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

export function randomImageCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += IMAGE_CODE_ALPHABET.charAt(randomInt(IMAGE_CODE_ALPHABET.length));
  return code;
}

type Rgb = readonly [number, number, number];

// Only the code itself must be unguessable (crypto above); the distortion may use Math.random.
const rand = (min: number, max: number): number => min + Math.random() * (max - min);
const randomRgb = (min: number, max: number): Rgb => [rand(min, max), rand(min, max), rand(min, max)];

class Canvas {
  readonly rgb: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const i = (py * this.width + px) * 3;
    this.rgb[i] = r;
    this.rgb[i + 1] = g;
    this.rgb[i + 2] = b;
  }
}

const inked = (glyph: readonly string[], gx: number, gy: number): boolean => glyph[gy]?.[gx] === '#';

/**
 * Whether a point (in glyph cells) is ink. Blank cells get their corner filled where both neighbours
 * towards that corner are ink (as in EPX pixel-art scaling), so diagonal strokes stay joined when
 * the glyph is rotated instead of breaking into loose squares.
 */
function inkAt(glyph: readonly string[], x: number, y: number): boolean {
  const gx = Math.floor(x);
  const gy = Math.floor(y);
  if (inked(glyph, gx, gy)) return true;
  const fx = x - gx - 0.5;
  const fy = y - gy - 0.5;
  return Math.abs(fx) + Math.abs(fy) > 0.5 && inked(glyph, gx + Math.sign(fx), gy) && inked(glyph, gx, gy + Math.sign(fy));
}

/** Draws one glyph centred on (cx, cy), rotated and sheared, by mapping each pixel back into the bitmap. */
function drawGlyph(canvas: Canvas, glyph: readonly string[], cx: number, cy: number, scale: number, colour: Rgb): void {
  const angle = rand(-0.25, 0.25);
  const shear = rand(-0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(scale * GLYPH_H * 0.75);
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const v = -dx * sin + dy * cos;
      const u = dx * cos + dy * sin - shear * v;
      if (inkAt(glyph, u / scale + GLYPH_W / 2, v / scale + GLYPH_H / 2)) canvas.set(cx + dx, cy + dy, colour);
    }
  }
}

export function drawImageCode(text: string, opts: { width?: number; height?: number } = {}): Buffer {
  const { width = 120, height = 40 } = opts;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid image code size ${width}x${height}`);
  }
  const canvas = new Canvas(width, height);

  // A faint left-to-right gradient between two light tints, so no two backgrounds match.
  const [from, to] = [randomRgb(220, 255), randomRgb(220, 255)];
  for (let x = 0; x < width; x++) {
    const t = width > 1 ? x / (width - 1) : 0;
    const colour: Rgb = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
    for (let y = 0; y < height; y++) canvas.set(x, y, colour);
  }

  // About 3x a 5x7 font at the default size; shrinks to fit smaller images or longer codes.
  const scale = Math.min(height / 13, width / (text.length * (GLYPH_W + 1.5)));
  const slot = width / text.length;
  const drift = Math.max(0, (height - GLYPH_H * scale) / 2 - 1) * 0.8;
  for (const [i, char] of [...text].entries()) {
    const glyph = FONT[char];
    if (!glyph) throw new RangeError(`No image code glyph for ${JSON.stringify(char)}`);
    const cx = slot * (i + 0.5) + rand(-slot * 0.08, slot * 0.08);
    drawGlyph(canvas, glyph, cx, height / 2 + rand(-drift, drift), scale, randomRgb(0, 90));
  }

  // Thin lines and specks over the text: thinner than the strokes, so people still read through them.
  for (let n = 0; n < 4; n++) {
    const [y0, y1] = [rand(0, height), rand(0, height)];
    const colour = randomRgb(40, 170);
    for (let x = 0; x < width; x += 0.5) canvas.set(x, y0 + ((y1 - y0) * x) / width, colour);
  }
  for (let n = Math.round((width * height) / 50); n > 0; n--) {
    canvas.set(rand(0, width - 1), rand(0, height - 1), randomRgb(0, 200));
  }

  return encodePng(canvas);
}

export function imageCodeDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Compares as the user sees it: any case, stray spaces ignored; constant time for equal lengths. */
export function sameImageCode(expected: string, typed: string): boolean {
  const a = Buffer.from(expected.trim().toUpperCase());
  const b = Buffer.from(typed.trim().toUpperCase());
  // An empty expected code means none was issued; nothing may match it.
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 (ISO-HDLC, as PNG uses); hand-written because zlib.crc32 is missing on some Node 20 releases. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return chunk;
}

/** 8-bit RGB PNG, no interlace, filter type 0 (None) on every row. */
function encodePng({ width, height, rgb }: Canvas): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}
