import { ADDRESS_START, ADDRESS_WORDS, bare } from './address-words.ts';
import {
  CHAT_WORDS,
  COUNTRY,
  COURTESY,
  DELIVERY_NOTE,
  HAN_SENTENCE,
  KIN,
  LEAD_IN,
  NAME_LEAD_IN,
  NAME_TRAIL,
  ORDER_UNITS,
  ORDER_WORDS,
  SELF,
  SEND_CLAUSE,
  SEND_TARGET,
  SENTENCE_WORDS,
  SIGN_OFF,
  WANT_WORDS,
} from './chat-words.ts';
import { LABEL_ONLY } from './find-labels.ts';
import { isLabelledName } from './split-pieces.ts';
import type { Label, Mention, Piece } from './types.ts';

/** "BTW can you wrap it properly", "Dah PM sis": more than half the words are chat, none a street word. */
export function isChatter(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[\s,.!:?]+/)
    .filter((tk) => tk && !/^\d{1,2}$/.test(tk));
  if (tokens.length < 2 || tokens.some((tk) => ADDRESS_WORDS.has(bare(tk)) || /\d/.test(tk))) return false;
  return (
    tokens.filter((tk) => CHAT_WORDS.has(tk) || (COURTESY.has(tk) && !NAME_LEAD_IN.has(tk) && !SELF.has(tk) && !KIN.has(tk))).length * 2 >
    tokens.length
  );
}

const isCourtesy = (text: string) => text.split(/[\s,.!:?]+/).every((tk) => !tk || COURTESY.has(tk.toLowerCase()));

/**
 * "nak order 2 helai", "I'd like to order the cheesecake 6 inch", "boss sy nak 3 botol": courtesies and words of wanting,
 * then an order word or a quantity of goods, and no street.
 */
export function isOrderChat(text: string): boolean {
  const tokens = text.split(/[\s,.!:?]+/).filter(Boolean);
  const k = tokens.findIndex((tk) => !COURTESY.has(tk.toLowerCase()) && !WANT_WORDS.has(tk.toLowerCase()));
  // "Unit 3", "No 5" after the order word is an address; "1 unit" is a quantity.
  const street = tokens.some((tk, i) => ADDRESS_START.has(bare(tk)) && /\d/.test(tokens[i + 1] ?? ''));
  if (k < 0 || tokens.length > 12 || street) return false;
  const quantity = /^\d{1,3}$/.test(tokens[k]!) && ORDER_UNITS.has(bare(tokens[k + 1] ?? ''));
  return ORDER_WORDS.has(tokens[k]!.toLowerCase()) || quantity;
}

/** Two sentence words, no digit and no street word, after any lead-in ("for my mum Ali" is a name led in). */
export function isSentence(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .replace(/['’]s(?![\p{L}])/gu, '')
    .split(/[\s,.!:?]+/)
    .filter(Boolean);
  if (tokens.some((tk) => ADDRESS_WORDS.has(bare(tk)) || /\d/.test(tk))) return false;
  return tokens.filter((tk) => SENTENCE_WORDS.has(tk)).length >= 2;
}

/** The piece without its send clause; empty when all that follows is courtesy ("Tlg hantar ke alamat ni ya"). */
export function dropSendClause(p: Piece): Piece {
  const m = SEND_CLAUSE.exec(p.text);
  if (!m) return p;
  const cut = m[0].length;
  const rest = p.text.slice(cut);
  // "my sister's place": whose it is says nothing either.
  const words = rest
    .toLowerCase()
    .replace(/['’]s(?![\p{L}])/gu, '')
    .split(/[\s,.!:?]+/);
  const chat = words.every((tk) => !tk || COURTESY.has(tk) || SEND_TARGET.has(tk));
  return { ...p, text: chat ? '' : rest, start: p.start + cut };
}

/** "Penghantaran kepada Ah Hock" -> "Ah Hock". */
export function dropLeadIn(p: Piece): Piece {
  const tokens = [...p.text.matchAll(/\S+/g)];
  let k = 0;
  while (k < tokens.length - 1 && LEAD_IN.has(bare(tokens[k]![0]))) k++;
  if (k === 0) return p;
  const cut = tokens[k]!.index;
  const named = tokens.slice(0, k).some((m) => NAME_LEAD_IN.has(bare(m[0])));
  return { ...p, text: p.text.slice(cut), start: p.start + cut, named };
}

/** "Mr. Lim at" (016-…) -> "Mr. Lim". */
export function dropTrail(p: Piece): Piece {
  const m = /\s+(\S+)$/.exec(p.text);
  if (!m || !NAME_TRAIL.has(m[1]!.toLowerCase())) return p;
  return { ...p, text: p.text.slice(0, m.index), end: p.start + m.index };
}

/**
 * The pieces without chat: what follows a sign-off, send clauses, courtesies, questions, headings, chatter, orders,
 * sentences, courier notes and the country; lead-in words are stripped from the front of what is left.
 */
export function dropChat(input: readonly Piece[]): Piece[] {
  // "pls send to kak long:", "Salam puan, alamat saya:": a clause before a colon that opens with a courtesy leads in.
  const chatBeforeColon = (p: Piece) => p.colon === true && COURTESY.has(bare(p.text.split(/\s+/)[0] ?? ''));
  // "Best regards,\nDavid": the signature after a sign-off.
  const signOff = input.findIndex((p) => SIGN_OFF.test(p.text));
  return input
    .filter((p, k) => signOff < 0 || k < signOff || /\d/.test(p.text))
    .map(dropSendClause)
    .filter(
      (p) =>
        p.text !== '' &&
        !isCourtesy(p.text) &&
        !p.text.includes('?') &&
        !LABEL_ONLY.test(p.text) &&
        !(isChatter(p.text) && !isLabelledName(p)) &&
        !isOrderChat(p.text) &&
        !(isSentence(dropLeadIn(p).text) && !isLabelledName(p)) &&
        !HAN_SENTENCE.test(p.text) &&
        !DELIVERY_NOTE.test(p.text) &&
        !chatBeforeColon(p) &&
        p.scope !== 'country' &&
        !COUNTRY.test(p.text),
    )
    .map((p) => dropTrail(dropLeadIn(p)));
}

/** "tolong hantar ke Bahau ya": the town or state again (`repeats`), with courtesies round it. */
export function onlyRepeats(p: Piece, repeats: readonly Mention[]): boolean {
  const inside = repeats.filter((m) => m.start >= p.start && m.end <= p.end);
  if (!inside.length) return false;
  let rest = p.text;
  for (const m of inside) rest = rest.slice(0, m.start - p.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end - p.start);
  return isCourtesy(rest);
}

/** "Dear seller, kindly ship to:", "Mohon pos ke:": a few words before "ship to:" on its line lead in. */
export const beforeLead = (t: string, p: Piece, labels: readonly Label[]) =>
  !/\d/.test(p.text) &&
  p.text.split(/\s+/).length <= 4 &&
  labels.some((l) => l.kind === 'lead' && l.start >= p.end && /^[ \t]*$/.test(t.slice(p.end, l.start)));
