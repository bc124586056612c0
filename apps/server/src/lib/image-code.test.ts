import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, drawImageCode, IMAGE_CODE_ALPHABET, imageCodeDataUrl, randomImageCode, sameImageCode } from './image-code.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Chunk = { type: string; data: Buffer; crc: number; crcInput: Buffer };

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const crcInput = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: crcInput.subarray(0, 4).toString('latin1'),
      data: crcInput.subarray(4),
      crc: png.readUInt32BE(at + 8 + length),
      crcInput,
    });
    at += length + 12;
  }
  return chunks;
}

/** Decodes the PNGs drawImageCode makes (8-bit RGB/RGBA, filter 0 on every row). */
function decode(png: Buffer) {
  const chunks = readChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR');
  if (!ihdr) throw new Error('no IHDR');
  const width = ihdr.data.readUInt32BE(0);
  const height = ihdr.data.readUInt32BE(4);
  const bitDepth = ihdr.data[8];
  const channels = ihdr.data[9] === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = 1 + width * channels;
  const luminance: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * stride + 1 + x * channels;
      luminance.push(0.299 * (raw[i] ?? 0) + 0.587 * (raw[i + 1] ?? 0) + 0.114 * (raw[i + 2] ?? 0));
    }
  }
  return { chunks, width, height, bitDepth, channels, raw, stride, luminance };
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('drawImageCode', () => {
  it('produces a well-formed 120x40 8-bit PNG by default', () => {
    const png = drawImageCode('AC3D');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const { chunks, width, height, bitDepth, channels, raw, stride } = decode(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([width, height, bitDepth]).toEqual([120, 40, 8]);
    expect(raw.length).toBe(height * (1 + width * channels));
    for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
  });

  it('writes a valid CRC-32 on every chunk', () => {
    const { chunks } = decode(drawImageCode('7W4K'));
    for (const chunk of chunks) expect(chunk.crc, chunk.type).toBe(crc32(chunk.crcInput));
    // IEND has no data, so every PNG ends with the same CRC.
    expect(chunks.at(-1)?.crc).toBe(0xae426082);
  });

  it('honours a custom size', () => {
    const { width, height, raw, channels } = decode(drawImageCode('AC34', { width: 200, height: 64 }));
    expect([width, height]).toEqual([200, 64]);
    expect(raw.length).toBe(64 * (1 + 200 * channels));
  });

  it('rejects nonsense sizes', () => {
    expect(() => drawImageCode('AC34', { width: 0 })).toThrow(RangeError);
    expect(() => drawImageCode('AC34', { height: 10.5 })).toThrow(RangeError);
  });

  it('draws differently every time', () => {
    expect(drawImageCode('HK7P').equals(drawImageCode('HK7P'))).toBe(false);
  });

  it('is neither blank nor solid, and draws the text bolder than the noise', () => {
    for (let n = 0; n < 20; n++) {
      const { width, height, luminance } = decode(drawImageCode(randomImageCode()));
      // Most pixels are background, so the median is a fair background level.
      const background = [...luminance].sort((a, b) => a - b)[Math.floor(luminance.length / 2)] ?? 0;
      const dark = (x: number, y: number) => (luminance[y * width + x] ?? 255) < background - 60;
      let darkCount = 0;
      let strokeInterior = 0; // dark pixels with all 8 neighbours dark: glyph strokes, not 1px lines or specks
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!dark(x, y)) continue;
          darkCount++;
          const around = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => dark(x + dx, y + dy)));
          if (x > 0 && x < width - 1 && around.every(Boolean)) strokeInterior++;
        }
      }
      expect(darkCount / luminance.length).toBeGreaterThan(0.03);
      expect(darkCount / luminance.length).toBeLessThan(0.6);
      expect(strokeInterior).toBeGreaterThan(40);
    }
  });

  it('has a glyph for every alphabet character', () => {
    for (let i = 0; i < IMAGE_CODE_ALPHABET.length; i += 4) {
      expect(() => drawImageCode(IMAGE_CODE_ALPHABET.slice(i, i + 4))).not.toThrow();
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => drawImageCode('AB0O')).toThrow(/glyph/);
  });
});

describe('IMAGE_CODE_ALPHABET', () => {
  it('leaves out look-alike characters and has no duplicates', () => {
    for (const c of '0O1IL2Z5S8BQV') expect(IMAGE_CODE_ALPHABET).not.toContain(c);
    expect(new Set(IMAGE_CODE_ALPHABET).size).toBe(IMAGE_CODE_ALPHABET.length);
    expect(IMAGE_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });
});

describe('randomImageCode', () => {
  it('has the requested length and uses only the alphabet', () => {
    for (let n = 0; n < 200; n++) expect(randomImageCode()).toMatch(new RegExp(`^[${IMAGE_CODE_ALPHABET}]{4}$`));
    expect(randomImageCode(6)).toHaveLength(6);
  });

  it('is not constant', () => {
    expect(new Set(Array.from({ length: 20 }, () => randomImageCode())).size).toBeGreaterThan(1);
  });
});

describe('imageCodeDataUrl', () => {
  it('wraps the PNG as base64', () => {
    const png = drawImageCode('XY96');
    const url = imageCodeDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').equals(png)).toBe(true);
  });
});

describe('sameImageCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameImageCode('ab3d', ' AB3D ')).toBe(true);
    expect(sameImageCode('AB3D', 'ab3d')).toBe(true);
  });

  it('rejects wrong text, other lengths and an empty expected code', () => {
    expect(sameImageCode('AB3D', 'AB3E')).toBe(false);
    expect(sameImageCode('AB3D', 'AB3')).toBe(false);
    expect(sameImageCode('AB3D', 'AB3DD')).toBe(false);
    expect(sameImageCode('AB3D', '')).toBe(false);
    expect(sameImageCode('', '')).toBe(false);
  });
});
