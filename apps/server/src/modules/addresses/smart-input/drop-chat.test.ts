import { describe, expect, it } from 'vitest';
import { dropChat, dropLeadIn, dropSendClause, isChatter, isOrderChat, isSentence } from './drop-chat.ts';
import type { Piece } from './types.ts';

const piece = (text: string, more: Partial<Piece> = {}): Piece => ({
  text,
  start: 0,
  end: text.length,
  scope: undefined,
  scopeFirst: false,
  ...more,
});
const kept = (...texts: string[]) => dropChat(texts.map((t) => piece(t))).map((p) => p.text);

describe('dropChat', () => {
  it('drops courtesies, questions, headings, courier notes and the country, and keeps the address', () => {
    expect(kept('Hi boss', 'still available?', 'Shipping address', 'pls call b4 deliver', 'Malaysia', 'No 3 Jalan Melur')).toEqual([
      'No 3 Jalan Melur',
    ]);
  });

  it('drops the signature after a sign-off, but not an address line in it', () => {
    expect(kept('Ali', 'Best regards', 'David', 'No 3 Jalan Melur')).toEqual(['Ali', 'No 3 Jalan Melur']);
  });

  it('keeps a labelled name even when it reads like talk', () => {
    expect(dropChat([piece('Dah PM sis', { scope: 'name', scopeFirst: true })]).map((p) => p.text)).toEqual(['Dah PM sis']);
    expect(kept('Dah PM sis')).toEqual([]);
  });
});

describe('the chat rules', () => {
  it('drops a send clause, and the whole piece when only courtesy or where it goes follows', () => {
    expect(dropSendClause(piece('Dear seller, pls send to Ali')).text).toBe('Ali');
    expect(dropSendClause(piece('pls post to my office ya')).text).toBe('');
    // "pos" is a verb of sending only with its "to"/"ke".
    expect(dropSendClause(piece('Pejabat Pos Besar')).text).toBe('Pejabat Pos Besar');
  });

  it('strips lead-in words, and says when they lead into a name', () => {
    expect(dropLeadIn(piece('Penghantaran kepada Ah Hock'))).toMatchObject({ text: 'Ah Hock', start: 20, named: true });
    expect(dropLeadIn(piece('pls Ah Hock'))).toMatchObject({ text: 'Ah Hock', named: false });
  });

  it.each([
    ['nak order 2 helai', true],
    ['boss sy nak 3 botol', true],
    ['nak beli 1 unit', true],
    ['beli Unit 3, Blok A', false],
    ['Ali bin Abu', false],
  ])('reads "%s" as an order: %s', (text, order) => {
    expect(isOrderChat(text)).toBe(order);
  });

  it('takes two pronouns or forms of "is" for a sentence, never prepositions or articles', () => {
    expect(isSentence("this is for my sister's bday")).toBe(true);
    expect(isSentence('Society for the Blind')).toBe(false);
    expect(isSentence('this is Jalan Melur')).toBe(false);
  });

  it('takes more than half chat words for chatter, not kin words and titles', () => {
    expect(isChatter('BTW can you wrap it properly')).toBe(true);
    expect(isChatter('Mak Cik Kiah')).toBe(false);
  });
});
