import bwipjs from 'bwip-js';
import { describe, expect, it } from 'vitest';
import { code128Modules } from './barcodes.ts';
import type { WaybillLabel } from './label-data.ts';
import { labelBands } from './label-layout.ts';
import { thermalLayout } from './layout-thermal.ts';
import { qrModules, qrSize } from './qr.ts';
import { renderZpl, zplLabels } from './render-zpl.ts';
import { label, rural, SENDER } from './testing.ts';

/** Every text as long as it gets: it must shrink, wrap and be cut inside its own band. */
const OVERLONG = label(5, {
  receiver: {
    name: '陈嘉欣 (Tan Kah Yan) c/o Gerbang Alaf Restaurants Sdn Bhd Procurement Department Level 12',
    phone: '012-345 6789 / 03-2145 8899',
    address: `马来西亚吉隆坡市中心武吉免登路123号金河广场第五层五零八室。${rural.repeat(4)}`,
    postcode: '55100',
    city: 'Kuala Lumpur',
    prov: 'W.P. Kuala Lumpur',
    country: 'Malaysia',
  },
  sender: { ...SENDER, name: 'Syarikat Perniagaan Borong dan Runcit Wong Brothers Enterprise Sdn Bhd', address: rural.repeat(3) },
  sortCode: 'KUL-55100-A12-XYZ-0001',
  serveType: 'DROP OFF AT COUNTER',
  codSen: 9_999_999_999,
  customerOrderNo: 'SHOPEE-2025-03-01-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789',
  goodsName: rural.repeat(2),
  remarks: rural.repeat(3),
});

const BATCH: WaybillLabel[] = [
  label(0, { receiver: { ...label(0).receiver, name: '陈嘉欣' } }),
  label(1, { codSen: 123_450, product: 'EX', productName: 'Express', serveType: 'DROP OFF' }),
  label(2, { piece: 3, pieces: 3, weightG: 20_500, remarks: 'Fragile, handle with care' }),
  OVERLONG,
];

interface Command {
  name: string;
  args: string;
}

/** The formats of a ZPL file: what stands between each ^XA and its ^XZ, as commands. */
function formats(zpl: string): Command[][] {
  expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
  return zpl
    .split('^XZ')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      // Data never holds a ^ (it is escaped), so each ^ starts a command.
      const commands = part
        .split('^')
        .filter((c) => c.trim() !== '')
        .map((c) => ({ name: c.slice(0, 2), args: c.slice(2).trimEnd() }));
      expect(part.trim().startsWith('^XA'), 'a label starts with ^XA').toBe(true);
      expect(commands.filter((c) => c.name === 'XA')).toHaveLength(1);
      return commands.slice(1);
    });
}

/** The fields of a format: the commands from one ^FO or ^FT to its ^FS. */
function fields(format: Command[]): Command[][] {
  const out: Command[][] = [];
  let current: Command[] = [];
  for (const c of format) {
    current.push(c);
    if (c.name === 'FS') {
      out.push(current);
      current = [];
    }
  }
  return out;
}

const arg = (field: Command[], name: string) => field.find((c) => c.name === name)?.args;
const numbers = (field: Command[], name: string) => arg(field, name)!.split(',').map(Number);
/** ^FD data as printed: with ^FH, each _XX is one byte of UTF-8. */
function data(field: Command[]): string | undefined {
  const fd = arg(field, 'FD');
  if (fd === undefined || arg(field, 'FH') === undefined) return fd;
  const bytes: number[] = [];
  for (let i = 0; i < fd.length; i++) {
    if (fd[i] === '_') {
      bytes.push(Number.parseInt(fd.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(fd.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}
const texts = (format: Command[]) => fields(format).filter((f) => arg(f, 'A0') !== undefined);

/** Where a field's marks are, in dots: its ^FO corner or ^FT baseline start, and how far it reaches. */
function extent(field: Command[]): { x: number; y: number; right: number; bottom: number; baseline?: number; height?: number } {
  const [x, y] = numbers(field, arg(field, 'FO') !== undefined ? 'FO' : 'FT') as [number, number];
  if (arg(field, 'GB') !== undefined) {
    const [w, h] = numbers(field, 'GB') as [number, number];
    return { x, y, right: x + w, bottom: y + h };
  }
  if (arg(field, 'GF') !== undefined) {
    const [, total, , rowBytes] = arg(field, 'GF')!.split(',');
    return { x, y, right: x + Number(rowBytes) * 8, bottom: y + Number(total) / Number(rowBytes) };
  }
  if (arg(field, 'BC') !== undefined) {
    // A waybill number is 12 digits: subset C, start + 6 pairs + check + stop = 101 modules.
    const [, height] = numbers(field, 'BC') as [number, number];
    expect(data(field)).toMatch(/^\d{12}$/);
    return { x, y, right: x + 101 * Number(arg(field, 'BY')), bottom: y + height };
  }
  if (arg(field, 'BQ') !== undefined) {
    // 21 modules a side (version 1: a waybill number), its quiet zone of 4 modules around.
    const module = numbers(field, 'BQ')[2]!;
    return { x: x - 4 * module, y: y - 4 * module, right: x + 25 * module, bottom: y + 25 * module };
  }
  if (arg(field, 'A0') !== undefined) {
    const [, height] = numbers(field, 'A0') as [number, number];
    const block = arg(field, 'FB') === undefined ? 0 : numbers(field, 'FB')[0]!;
    return { x, y: y - height, right: x + block, bottom: y + Math.round(height * 0.25), baseline: y, height };
  }
  return { x, y, right: x, bottom: y };
}

describe('ZPL labels', () => {
  it('one ^XA..^XZ format a label, in order, on the 4 x 6 inch canvas of the printer (812 x 1218 dots at 203 dpi)', async () => {
    const zpl = await renderZpl(BATCH, 203);
    const all = formats(zpl);
    expect(all).toHaveLength(BATCH.length);
    for (const format of all) {
      expect(arg(format, 'CI')).toBe('28');
      expect(arg(format, 'PW')).toBe('812');
      expect(arg(format, 'LL')).toBe('1218');
    }
    const at300 = formats(await renderZpl(BATCH, 300));
    expect(at300.map((f) => [arg(f, 'PW'), arg(f, 'LL')])).toEqual(BATCH.map(() => ['1200', '1800']));
    await expect(renderZpl([], 203)).rejects.toThrow(RangeError);
  });

  it('carries the waybill number as the data of a Code 128 (^BC) and a QR code (^BQ) on every label, and the same texts as the PDF', async () => {
    const all = formats(await renderZpl(BATCH, 203));
    for (const [i, format] of all.entries()) {
      const symbols = fields(format).filter((f) => arg(f, 'BC') !== undefined || arg(f, 'BQ') !== undefined);
      expect(symbols.map((f) => [arg(f, 'BC') ?? arg(f, 'BQ'), data(f)])).toEqual([
        ['N,130,N,N,N,A', BATCH[i]!.waybillNo],
        ['N,2,7', `MA,${BATCH[i]!.waybillNo}`],
      ]);
      // 0.75 mm bars, as in the PDF: 6 dots a module at 203 dpi.
      expect(arg(symbols[0]!, 'BY')).toBe('6');
    }
    const printed = (n: number) => texts(all[n]!).map(data);
    expect(printed(1)).toEqual(
      expect.arrayContaining(['EX', 'Express', 'DROP OFF', 'COD RM 1,234.50', 'Siti Nurhaliza binti Abdullah', 'PRINTED 2025-03-01 09:05']),
    );
    expect(printed(2)).toEqual(expect.arrayContaining(['3/3', '20.5 kg', 'NO COD', 'Fragile, handle with care', 'SO-2025-2']));
    // The COD amount is white on the black of its cell, as the product code is.
    const cod = texts(all[1]!).find((f) => data(f) === 'COD RM 1,234.50')!;
    expect(arg(cod, 'FR')).toBe('');
  });

  it("centres the printer's symbols by their true sizes: the shortcuts for waybill numbers agree with bwip-js", () => {
    for (const text of ['600000012346', '12', '1234567890123456789012345678901234', '12345', 'EZ123456789MY']) {
      const [symbol] = bwipjs.raw('code128', text, '');
      const widths = symbol && 'sbs' in symbol ? symbol.sbs : [];
      expect(code128Modules(text), text).toBe(widths.reduce((sum, n) => sum + n, 0));
      expect(qrSize(text), text).toBe(qrModules(text).size);
    }
    expect(qrSize('12345678901234567890123456789012345')).toBe(25);
  });

  it('places every field inside the 100 x 150 mm label (so inside 812 x 1218 dots), at 203 and at 300 dpi', async () => {
    for (const dpi of [203, 300] as const) {
      const dots = (mm: number) => Math.floor((mm / 25.4) * dpi);
      const canvas = dpi === 203 ? { w: 812, h: 1218 } : { w: 1200, h: 1800 };
      for (const format of formats(await renderZpl(BATCH, dpi))) {
        const all = fields(format);
        expect(all.length).toBeGreaterThan(30);
        for (const field of all) {
          const e = extent(field);
          const where = field.map((c) => `^${c.name}${c.args}`.slice(0, 40)).join('');
          expect(e.x, where).toBeGreaterThanOrEqual(0);
          expect(e.y, where).toBeGreaterThanOrEqual(0);
          expect(e.right, where).toBeLessThanOrEqual(Math.min(canvas.w, dots(100)));
          expect(e.bottom, where).toBeLessThanOrEqual(Math.min(canvas.h, dots(150)));
        }
      }
    }
  });

  it('keeps overlong texts inside their own bands: every line lies wholly within the band its baseline is in', async () => {
    const [format] = formats(await renderZpl([OVERLONG], 203));
    const dots = (pt: number) => Math.round((pt * 203) / 72);
    const bands = Object.entries(labelBands(thermalLayout.slot(0))).map(([name, b]) => ({ name, top: dots(b.y), bottom: dots(b.y + b.h) }));
    const frame = thermalLayout.slot(0);
    const lines = fields(format!).filter((f) => arg(f, 'A0') !== undefined || arg(f, 'GF') !== undefined);
    expect(lines.length).toBeGreaterThan(25);
    const placed: { text: string; band: string }[] = [];
    for (const line of lines) {
      const e = extent(line);
      // A picture of text is one line box tall: its baseline 0.98 em below its top, of 1.22 em.
      const baseline = e.baseline ?? e.y + ((e.bottom - e.y) * 0.98) / 1.22;
      const band = bands.find((b) => baseline >= b.top && baseline <= b.bottom)!;
      const text = data(line) ?? '(picture)';
      expect(e.y, `${text} reaches above ${band.name}`).toBeGreaterThanOrEqual(band.top - 1);
      expect(e.bottom, `${text} reaches below ${band.name}`).toBeLessThanOrEqual(band.bottom + 1);
      expect(e.right, text).toBeLessThanOrEqual(dots(frame.x + frame.w) + 8);
      placed.push({ text, band: band.name });
    }
    const bandsOf = (match: (text: string) => boolean) => [...new Set(placed.filter((p) => match(p.text)).map((p) => p.band))];
    expect(bandsOf((t) => t.startsWith('Syarikat'))).toEqual(['sender']);
    expect(bandsOf((t) => t.includes('Masjid Jamek'))).toEqual(expect.arrayContaining(['receiver', 'sender', 'foot']));
    // Cut where it no longer fits, with three dots the printer's font has (the sort code, the sender's name, the order number).
    expect(placed.filter((p) => p.text.endsWith('...')).map((p) => p.band)).toEqual(expect.arrayContaining(['header', 'sender', 'foot']));
    // Only the lines holding Chinese are pictures (the name, the address's first line); the rest of the address is the printer's text.
    expect(placed.filter((p) => p.text === '(picture)').map((p) => p.band)).toEqual(['receiver', 'receiver']);
    expect(bandsOf((t) => t.startsWith('Baru Sungai Buloh'))).toEqual(['receiver']);
  });

  it('escapes ^ and ~ through ^FH: a receiver named "^XZ~JA" prints as such and does not end the label', async () => {
    const name = 'Tan ^XZ~JA_Trading \\ Co';
    const zpl = await renderZpl([label(0, { receiver: { ...label(0).receiver, name } })], 203);
    expect(zpl.includes('~')).toBe(false);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    const [format] = formats(zpl);
    const field = texts(format!).find((f) => data(f) === name)!;
    expect(field).toBeDefined();
    expect(arg(field, 'FH')).toBe('');
    expect(arg(field, 'FD')).toBe('Tan _5EXZ_7EJA_5FTrading \\ Co');
  });

  it('prints what font 0 has no letters for as a picture: a Chinese name is a bitmap (^GF) in the receiver band, not text', async () => {
    const [chinese, latin] = formats(await renderZpl(BATCH.slice(0, 2), 203));
    const dots = (pt: number) => Math.round((pt * 203) / 72);
    const receiver = labelBands(thermalLayout.slot(0)).receiver;
    const pictures = fields(chinese!).filter((f) => arg(f, 'GF') !== undefined);
    expect(pictures).toHaveLength(1);
    const e = extent(pictures[0]!);
    expect(e.y).toBeGreaterThanOrEqual(dots(receiver.y));
    expect(e.bottom).toBeLessThanOrEqual(dots(receiver.y + receiver.h));
    // Three 12 pt ideographs: about 34 dots each, and ink on a good part of them.
    expect(e.right - e.x).toBeGreaterThanOrEqual(96);
    const [, total, , rowBytes, hex] = arg(pictures[0]!, 'GF')!.split(',');
    expect(hex).toHaveLength(Number(total) * 2);
    const ink = [...Buffer.from(hex!, 'hex')].reduce((sum, byte) => sum + byte.toString(2).replaceAll('0', '').length, 0);
    expect(ink / (Number(total) * 8)).toBeGreaterThan(0.1);
    expect(Number(rowBytes)).toBeGreaterThan(0);
    expect(texts(chinese!).map(data)).not.toContain('陈嘉欣');
    expect(fields(latin!).filter((f) => arg(f, 'GF') !== undefined)).toHaveLength(0);
  });

  it('writes a batch a label at a time, and stops when the reader goes away', async () => {
    const many = Array.from({ length: 45 }, (_, i) => label(i));
    const stop = new AbortController();
    const got: string[] = [];
    await expect(async () => {
      for await (const one of zplLabels(many, 203, { signal: stop.signal })) {
        got.push(one);
        if (got.length === 5) stop.abort();
      }
    }).rejects.toThrow();
    // It notices between turns of 20 labels.
    expect(got).toHaveLength(20);
    expect(got.every((one) => one.startsWith('^XA') && one.trimEnd().endsWith('^XZ'))).toBe(true);
  });
});
