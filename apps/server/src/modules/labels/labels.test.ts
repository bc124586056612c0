import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { malaysiaTime } from '@portal/shared/time';
import bwipjs from 'bwip-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelFormat, WaybillLabel } from './label-data.ts';
import { labelBands } from './label-layout.ts';
import { formatKg, regionLine } from './label-text.ts';
import { thermalLayout } from './layout-thermal.ts';
import { qrModules } from './qr.ts';
import { pageCount, renderLabels, streamLabels } from './render.ts';
import { label, rural, SENDER } from './testing.ts';

/** One with a Chinese receiver, one with COD, one the second piece of three. */
const THREE: WaybillLabel[] = [
  label(0, {
    receiver: {
      name: '陈嘉欣',
      phone: '016-222 8080',
      address: 'Unit 23-5, Menara Hartamas, Jalan Sri Hartamas 1',
      postcode: '50480',
      city: 'Kuala Lumpur',
      prov: 'W.P. Kuala Lumpur',
      country: 'Malaysia',
    },
    sortCode: 'KUL 50480',
  }),
  label(1, { codSen: 123_450, product: 'EX', productName: 'Express', serveType: 'DROP OFF' }),
  label(2, { piece: 2, pieces: 3, weightG: 20_500, remarks: 'Fragile, handle with care' }),
];

let dir: string;
beforeAll(() => {
  for (const tool of ['pdftoppm', 'pdftotext', 'pdfinfo', 'zbarimg']) {
    try {
      execFileSync('which', [tool]);
    } catch {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils zbar-tools (.ci/run installs them)`);
    }
  }
  dir = mkdtempSync(join(tmpdir(), 'labels-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(labels: WaybillLabel[], format: LabelFormat, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderLabels(labels, format));
  return file;
}

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function pdfInfo(file: string): { pages: number; size: string } {
  const info = run('pdfinfo', [file]);
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), size: /Page size:\s+([\d.]+ x [\d.]+) pts/.exec(info)?.[1] ?? '' };
}

/** Each page as a 300 dpi image, and what zbarimg reads on it: Code 128 and QR separately, sorted. */
function decodePages(file: string): { code128: string[]; qr: string[] }[] {
  const prefix = file.replace(/\.pdf$/, '');
  run('pdftoppm', ['-r', '300', '-png', file, prefix]);
  const stem = prefix.split('/').pop()!;
  const images = readdirSync(dir)
    .filter((f) => f.startsWith(`${stem}-`) && f.endsWith('.png'))
    .sort();
  const read = (image: string, symbology: string) => {
    try {
      return run('zbarimg', ['--raw', '-q', '-Sdisable', `-S${symbology}.enable`, join(dir, image)])
        .trim()
        .split('\n')
        .sort();
    } catch {
      return []; // zbarimg exits non-zero when it finds nothing
    }
  };
  return images.map((image) => ({ code128: read(image, 'code128'), qr: read(image, 'qrcode') }));
}

describe('label values', () => {
  it('prints weights in kg with up to 2 decimals, times in Malaysia, and a region line without repeats', () => {
    expect([1_250, 1_000, 1_205, 80, 20_500].map(formatKg)).toEqual(['1.25 kg', '1 kg', '1.21 kg', '0.08 kg', '20.5 kg']);
    expect(malaysiaTime(new Date('2025-03-01T16:30:00Z'))).toBe('2025-03-02 00:30');
    expect(regionLine(THREE[0]!.receiver)).toBe('50480 Kuala Lumpur, W.P. Kuala Lumpur, Malaysia');
    const singapore = { ...SENDER, postcode: '238841', city: 'Singapore', prov: 'Singapore', country: 'Singapore' };
    expect(regionLine(singapore)).toBe('238841 Singapore');
  });
});

describe('QR code', () => {
  it('is the very symbol bwip-js chooses by itself, for many waybill numbers and a text too long for version 1', () => {
    const texts = [
      ...Array.from({ length: 400 }, (_, i) => String(600_000_000_000 + i * 7_919)),
      '1',
      `https://example.my/t?n=${'9'.repeat(60)}`,
    ];
    for (const text of texts) {
      const [expected] = bwipjs.raw('qrcode', text, 'eclevel=M') as { pixs: number[]; pixx: number }[];
      expect(qrModules(text), text).toEqual({ size: expected!.pixx, pixs: expected!.pixs });
    }
  });
});

describe('renderLabels', () => {
  it('thermal: one 100 x 150 mm page a label; both symbols decode to exactly the waybill number; Chinese, COD and pieces print', async () => {
    const file = await render(THREE, 'thermal', 'thermal');
    expect(pdfInfo(file)).toEqual({ pages: 3, size: '283.465 x 425.197' });
    expect(decodePages(file)).toEqual(THREE.map((l) => ({ code128: [l.waybillNo], qr: [l.waybillNo] })));

    const pages = run('pdftotext', ['-layout', file, '-']).split('\f');
    expect(pages[0]).toContain('陈嘉欣');
    expect(pages[0]).toContain('NO COD');
    expect(pages[0]).not.toContain('COD RM');
    expect(pages[1]).toContain('COD RM 1,234.50');
    expect(pages[2]).toContain('2/3');
    expect(pages[2]).toContain('20.5 kg');
    expect(pages[0]).toContain('PRINTED 2025-03-01 09:05');
    // The fonts are embedded as subsets: three labels stay small although each font file is about 10 MB.
    expect(run('pdffonts', [file])).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect((await renderLabels(THREE, 'thermal')).length).toBeLessThan(80_000);
  });

  it('A4: four labels a page in 2 x 2 cells (1 page for 3 labels, 2 for 5), every symbol decoding', async () => {
    const three = await render(THREE, 'a4', 'a4-three');
    expect(pdfInfo(three)).toEqual({ pages: 1, size: '595.276 x 841.89' });
    const numbers = THREE.map((l) => l.waybillNo).sort();
    expect(decodePages(three)).toEqual([{ code128: numbers, qr: numbers }]);

    const five = [...THREE, label(3), label(4)];
    const fiveFile = await render(five, 'a4', 'a4-five');
    expect(pdfInfo(fiveFile).pages).toBe(2);
    const onPages = decodePages(fiveFile);
    expect(onPages[1]).toEqual({ code128: [five[4]!.waybillNo], qr: [five[4]!.waybillNo] });
    expect(onPages[0]!.qr).toEqual(
      five
        .slice(0, 4)
        .map((l) => l.waybillNo)
        .sort(),
    );
    // Two PDFs rasterised and scanned by pdftoppm and zbarimg: ~5 s alone, past 30 s once at load 17 in CI.
  }, 90_000);

  it('keeps overlong texts inside their own blocks: every word lies wholly within the band its baseline is in', async () => {
    const long = label(5, {
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
    const file = await render([long], 'thermal', 'long');
    expect(decodePages(file)).toEqual([{ code128: [long.waybillNo], qr: [long.waybillNo] }]);

    const bands = Object.entries(labelBands(thermalLayout.slot(0)));
    const frame = thermalLayout.slot(0);
    const words = [
      ...run('pdftotext', ['-bbox', file, '-']).matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ];
    expect(words.length).toBeGreaterThan(100);
    const bandsOf = (match: (word: string) => boolean) => [...new Set(placed.filter((p) => match(p.text)).map((p) => p.band))];
    const placed: { text: string; band: string }[] = [];
    for (const [, xMin, yMin, xMax, yMax, text] of words) {
      // pdftotext boxes span the font's ascent (1.16 em) and descent (0.288 em); glyphs reach 0.9 em up and 0.25 em down.
      const size = (Number(yMax) - Number(yMin)) / 1.448;
      const baseline = Number(yMax) - 0.288 * size;
      const [name, band] = bands.find(([, b]) => baseline >= b.y && baseline <= b.y + b.h)!;
      expect(baseline - 0.9 * size, `${text} reaches above ${name}`).toBeGreaterThanOrEqual(band.y);
      expect(baseline + 0.25 * size, `${text} reaches below ${name}`).toBeLessThanOrEqual(band.y + band.h);
      expect(Number(xMin), text).toBeGreaterThanOrEqual(frame.x);
      expect(Number(xMax), text).toBeLessThanOrEqual(frame.x + frame.w);
      placed.push({ text: text!, band: name });
    }
    // The receiver's address (the Chinese part is unique to it) is in the receiver band, the sender's name in the sender band.
    expect(bandsOf((w) => w.includes('吉隆坡'))).toEqual(['receiver']);
    expect(bandsOf((w) => w === 'Syarikat')).toEqual(['sender']);
  });

  it('reports progress label by label and refuses an empty batch', async () => {
    const seen: string[] = [];
    await renderLabels([...THREE, label(3), label(4)], 'a4', (done, total) => seen.push(`${done}/${total}`));
    expect(seen).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    await expect(renderLabels([], 'thermal')).rejects.toThrow(RangeError);
  });

  it('streams pages while it draws, counts pages per format, and stops when the reader goes away', async () => {
    expect([pageCount(5, 'thermal'), pageCount(5, 'a4'), pageCount(4, 'a4')]).toEqual([5, 2, 1]);
    const many = Array.from({ length: 60 }, (_, i) => label(i));
    let drawnAtFirstPage = -1;
    let done = 0;
    const whole = streamLabels(many, 'thermal', { onProgress: (n) => (done = n) });
    whole.pdf.on('data', (chunk: Buffer) => {
      if (drawnAtFirstPage < 0 && chunk.toString('latin1').includes('/Type /Page\n')) drawnAtFirstPage = done;
    });
    await whole.drawn;
    // The first page leaves long before the last label is drawn.
    expect(drawnAtFirstPage).toBeGreaterThan(0);
    expect(drawnAtFirstPage).toBeLessThan(30);

    const gone = new AbortController();
    let drawnBeforeAbort = 0;
    const stopped = streamLabels(many, 'thermal', {
      signal: gone.signal,
      onProgress: (n) => {
        drawnBeforeAbort = n;
        if (n === 20) gone.abort();
      },
    });
    stopped.pdf.resume();
    await expect(stopped.drawn).rejects.toThrow();
    expect(drawnBeforeAbort).toBe(20);
  });
});
