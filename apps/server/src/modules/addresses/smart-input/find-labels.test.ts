import { describe, expect, it } from 'vitest';
import { findLabels, withoutSenderBlock } from './find-labels.ts';

const labelsIn = (t: string) => findLabels(t).map((l) => [l.kind, t.slice(l.start, l.end)]);

describe('findLabels', () => {
  it('takes the longer label where two overlap ("Shipping Address:" over "Address:")', () => {
    expect(labelsIn('Shipping Address: No 3 Jalan Besar')).toEqual([['address', 'Shipping Address: ']]);
  });

  it('reads a phone label without a colon only before a number', () => {
    expect(labelsIn('Tel 0123456789')).toEqual([['phone', 'Tel ']]);
    expect(labelsIn('Tel: Ali')).toEqual([['phone', 'Tel: ']]);
    expect(labelsIn('Ali Tel Aviv')).toEqual([]);
  });

  it('reads "DID" and "(O)" as phone labels only before a number, since "did" is a word too', () => {
    expect(labelsIn('DID: 03-8320 4455')).toEqual([['phone', 'DID: ']]);
    expect(labelsIn('(O) 03-7956 1234')).toEqual([['phone', '(O) ']]);
    expect(labelsIn('she did: not call')).toEqual([]);
  });

  it('keeps whose number it is with the label, and reads Chinese labels', () => {
    expect(labelsIn('No tel mak 09-7654321')).toEqual([['phone', 'No tel mak ']]);
    expect(labelsIn('收件人:陈小明 电话: 0123456789')).toEqual([
      ['name', '收件人:'],
      ['phone', '电话: '],
    ]);
  });

  it('reads "Sender:", "Pengirim:", "From:" and "寄件人：" as name labels of the sender', () => {
    for (const t of ['Sender: Ahmad', 'Pengirim: Ahmad', 'From: Ahmad', '寄件人：Ahmad', 'Sender name: Ahmad']) {
      const [label] = findLabels(t);
      expect(label).toMatchObject({ kind: 'name', sender: true });
    }
    expect(findLabels('Penerima: Ahmad')[0]?.sender).toBeUndefined();
  });

  it("blanks the sender's block only when a receiver's is labelled too", () => {
    const both = 'From: Ahmad 012-345 6789\nTo: Lee, No 9 Jalan Kuching';
    expect(withoutSenderBlock(both)).toBe(`${' '.repeat(24)}\nTo: Lee, No 9 Jalan Kuching`);
    const receiverFirst = 'Penerima: Lee 016-234 5678\nPengirim: Ahmad 012-345 6789';
    expect(withoutSenderBlock(receiverFirst).trim()).toBe('Penerima: Lee 016-234 5678');
    expect(withoutSenderBlock('Sender: Ahmad / Tel: 012-345 6789')).toBe('Sender: Ahmad / Tel: 012-345 6789');
  });
});
