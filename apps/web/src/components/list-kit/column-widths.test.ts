import { describe, expect, it } from 'vitest';
import { actionsWidth, CELL_PADDING, columnWidth, KIND_MIN_WIDTH, longestWord } from './column-widths.ts';

/** 8 px a character: what the tests measure text with. */
const measure = (text: string) => text.length * 8;

describe('desk column widths', () => {
  it('give a column at least what its kind of content needs', () => {
    expect(columnWidth('time', 'Filed', measure)).toBe(KIND_MIN_WIDTH.time);
    expect(columnWidth('name', 'Customer', measure)).toBe(KIND_MIN_WIDTH.name);
  });

  it('widen a column to its header’s longest word, so no header wraps inside a word', () => {
    // "Pelanggan/penghantar" is 20 characters: 160 px and the padding, wider than a money column's minimum.
    expect(columnWidth('money', 'Pelanggan/penghantar RM', measure)).toBe(160 + CELL_PADDING);
    expect(longestWord('Waybill number', measure)).toBe(56);
    // Chinese has no spaces: the whole header is one word.
    expect(longestWord('运单号码', measure)).toBe(32);
  });

  it('fit the row actions side by side on one line', () => {
    // "Approve" 56 + "Reject" 48, 18 each for the buttons, 8 between them.
    expect(actionsWidth('Actions', ['Approve', 'Reject'], measure)).toBe(56 + 48 + 2 * 18 + 8 + CELL_PADDING);
    expect(actionsWidth('Tindakan yang tersedia', [], measure)).toBe(64 + CELL_PADDING);
  });
});
