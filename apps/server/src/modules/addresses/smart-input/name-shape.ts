import { ADDRESS_START, ADDRESS_WORDS, bare } from './address-words.ts';
import type { Piece } from './types.ts';

// Whether a piece reads as a person's or a firm's name; `pick-name.ts` chooses among those that do.

/** Words that mark a person's name: patronymics and honorifics. */
const NAME_MARKERS = new Set(
  'bin binti bt b a/l a/p s/o d/o anak encik en puan pn cik tuan mr mrs ms miss madam dr hj hjh haji hajjah dato datuk datin tan sri'.split(
    ' ',
  ),
);

const HAN_ADDRESS_CHARS = /[路街道巷号號楼樓层層室座栋棟区區镇鎮村园園城市州省屋苑厦廈场場寓]/u;
const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
const NAME_TOKEN = /^[([]?[\p{L}\p{M}][\p{L}\p{M}'’.\-/@&]*[)\]]?$/u;

/** Words that start a shop's or firm's name ("Kedai Makan Selera Kampung", "Klinik Farah"). */
const BUSINESS_START = new Set(
  'kedai restoran restaurant syarikat klinik farmasi pharmacy butik boutique bengkel workshop tadika kafe cafe salon studio pusat'.split(
    ' ',
  ),
);
/** A firm's legal or trade suffix ("Sdn Bhd", "Enterprise", "Trading", "PLT"). */
const COMPANY_SUFFIX =
  /(?:^|\s)(?:sdn\.? ?bhd\.?|bhd\.?|berhad|enterprise|ent\.?|trading|plt|resources|services|industries|marketing|holdings|ventures|co\.?|ltd\.?|company|corporation|corp\.?)$/i;

/** A firm's name: no digits, and a business word first or a company suffix last. */
export function isCompany(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > 8 || /\d/.test(text) || !tokens.every((tk) => NAME_TOKEN.test(tk))) return false;
  return BUSINESS_START.has(bare(tokens[0]!)) || COMPANY_SUFFIX.test(text);
}

export function isNameLike(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (!tokens.length || tokens.length > 7) return isCompany(text);
  if (isCompany(text)) return true;
  if (tokens.every((tk) => HAN_ONLY.test(tk))) {
    const joined = tokens.join('');
    return joined.length >= 2 && joined.length <= 5 && !HAN_ADDRESS_CHARS.test(joined);
  }
  return tokens.every((tk) => {
    if (tk === '@' || tk === '&') return true;
    if (HAN_ONLY.test(tk)) return tk.length <= 4 && !HAN_ADDRESS_CHARS.test(tk);
    return NAME_TOKEN.test(tk) && !ADDRESS_WORDS.has(bare(tk));
  });
}

export const hasMarker = (text: string) => text.split(/\s+/).some((tk) => NAME_MARKERS.has(bare(tk)));

/** "Ali bin Abu No 12 Jalan …": the name before the first word that starts an address. */
export function splitLeadingName(piece: Piece): [Piece, Piece] | undefined {
  const tokens = [...piece.text.matchAll(/\S+/g)];
  const k = tokens.findIndex((m) => ADDRESS_START.has(bare(m[0])) || /\d/.test(m[0]));
  if (k < 1) return undefined;
  const cut = tokens[k]!.index;
  const name = piece.text.slice(0, cut).trim();
  if (!isNameLike(name)) return undefined;
  return [
    { ...piece, text: name, end: piece.start + name.length },
    { ...piece, text: piece.text.slice(cut), start: piece.start + cut, scopeFirst: false },
  ];
}
