import { describe, expect, it } from 'vitest';
import { unescapeCell } from './excel-import.ts';
import { escapeCell } from './export.ts';

// The formula guard of untyped text (CSV and the like): a cell a spreadsheet would run as a formula
// gets a leading apostrophe. Tab and carriage return count: Excel skips them and runs what follows.
describe('escapeCell', () => {
  const dangerous = ['=1+1', '+1+1', '-1+1', '@SUM(1)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://x","y")', '\t', '\r'];

  it.each(dangerous)('puts an apostrophe before %j', (text) => {
    expect(escapeCell(text)).toBe(`'${text}`);
  });

  it('leaves every other text, and what is not text, as it is', () => {
    for (const text of ['', 'Baju kurung', '0123456789', 'a=1+1', ' =1+1', "'=1+1", '\n=1+1', '陈嘉欣', '60+']) {
      expect(escapeCell(text)).toBe(text);
    }
    expect(escapeCell(-5)).toBe(-5);
    expect(escapeCell(null)).toBe(null);
  });

  it('reads back to the text it was, for every leading character it escapes', () => {
    for (const text of dangerous) expect(unescapeCell(escapeCell(text) as string)).toBe(text);
    expect(unescapeCell('Baju kurung')).toBe('Baju kurung');
  });
});
