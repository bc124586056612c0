import { describe, expect, it } from 'vitest';
import { PAGE_MARKER, pageCounter } from './label-progress.ts';

const bytes = (s: string) => new TextEncoder().encode(s);
const page = (n: number) => `${n} 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\nendobj\n`;

describe('pageCounter', () => {
  it('counts page objects, not the page tree, across pieces split anywhere', () => {
    const pdf = `%PDF-1.3\n1 0 obj\n<<\n/Type /Pages\n/Count 3\n>>\n${page(2)}stream\x00\x9c/Type /Pag\x01${page(3)}${page(4)}%%EOF`;
    for (const size of [1, 3, 7, 11, 1000]) {
      const count = pageCounter();
      let seen = 0;
      for (let i = 0; i < pdf.length; i += size) seen = count(bytes(pdf.slice(i, i + size)));
      expect(seen, `pieces of ${size}`).toBe(3);
    }
  });

  it('counts the labels of a ZPL file by their ^XZ', () => {
    const label = (n: number) => `^XA\n^CI28\n^FT41,422^A0N,34,34^FH^FDPenerima ${n} _5EXZ^FS\n^XZ\n`;
    const zpl = label(1) + label(2) + label(3);
    for (const size of [1, 2, 5, 1000]) {
      const count = pageCounter(PAGE_MARKER.zpl);
      let seen = 0;
      for (let i = 0; i < zpl.length; i += size) seen = count(bytes(zpl.slice(i, i + size)));
      expect(seen, `pieces of ${size}`).toBe(3);
    }
  });
});
