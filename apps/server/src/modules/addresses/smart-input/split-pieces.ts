import { scopeAt } from './find-labels.ts';
import type { Label, Piece, Span } from './types.ts';

/** Abbreviations whose dot does not end a sentence ("No. 5", "Kg. Baru", "Mohd. Rizal"). */
const ABBREVIATIONS = new Set(
  (
    'kpg jln lrg tmn bkt bdr psn sek mohd muhd abd hjh mrs sdn bhd lot prof sdr sdri dato datin ' +
    'no kg jl sg bt hj pn en tn dr mr ms st lt co ir ts sr jal kam ptg blk apt kol kapt ust ustz tg tgk yb ybhg dept capt'
  ).split(' '),
);

// A colon after a word that is no label ends a piece too: "Kuantan: No 3, …", "pls send to my brother: Jefry …".
// A dot after a word ends a sentence ("… Heights. Hazlina", "… ni ye. ali bin ahmad"), unless the word is an abbreviation;
// a word of two letters only when not written like a title ("Dr.", "Ir.", "Ts.").
const PIECE_SEPARATOR =
  /\n|[,;|]|\s+[/\-–—]+\s+|(?<=[?!])\s+|(?<=[\p{L}\p{M})])\s*:\s+|(?<=(?<![\p{L}])(\p{L}{3,}|\p{Ll}{2}|\p{Lu}{2}))\.[ \t]+(?=\p{L})/gu;

/** Splits what is left of the text into pieces at line breaks, commas and removed spans. */
export function piecesOf(t: string, removed: readonly Span[], labels: readonly Label[]): Piece[] {
  const cuts = [...removed].sort((a, b) => a.start - b.start);
  const out: Piece[] = [];
  const seenScopes = new Set<Label>();
  let pos = 0;
  const emit = (from: number, to: number) => {
    const segment = t.slice(from, to);
    let at = 0;
    const splits = [...segment.matchAll(PIECE_SEPARATOR)].filter((m) => !m[1] || !ABBREVIATIONS.has(m[1].toLowerCase()));
    for (const m of [...splits, { index: segment.length, 0: '' }]) {
      const raw = segment.slice(at, m.index);
      const text = trimPiece(raw);
      if (text) {
        const start = from + at + raw.indexOf(text.charAt(0));
        const found = scopeAt(labels, start);
        // "Shipping address:" alone on its line heads a block (name, firm, street) rather than labelling one value.
        const label = found?.kind === 'address' && t.slice(found.start, found.end).includes('\n') ? undefined : found;
        const scopeFirst = label !== undefined && !seenScopes.has(label);
        if (label) seenScopes.add(label);
        const colon = m[0].includes(':');
        out.push({ text, start, end: start + text.length, scope: label?.kind, scopeFirst, colon });
      }
      at = m.index + m[0].length;
    }
  };
  for (const c of cuts) {
    if (c.start > pos) emit(pos, c.start);
    pos = Math.max(pos, c.end);
  }
  if (pos < t.length) emit(pos, t.length);
  return out;
}

function trimPiece(raw: string): string {
  let s = raw.replace(/^[\s,.;:|>•·\-–—=@/]+/, '').replace(/[\s,;:|>•·\-–—=(@/]+$/, '');
  // A trailing dot ends a sentence ("…Selangor. Mr Tan"), unless it ends an abbreviation ("No.", "b.", "Sdn. Bhd.").
  const last = /(\p{L}{3,})\.$/u.exec(s);
  if (last && !ABBREVIATIONS.has(last[1]!.toLowerCase())) s = s.slice(0, -1);
  if (s.startsWith(')')) s = s.slice(1).trim();
  const open = (s.match(/\(/g) ?? []).length;
  const close = (s.match(/\)/g) ?? []).length;
  if (open > close && s.startsWith('(')) s = s.slice(1).trim();
  if (close > open && s.endsWith(')')) s = s.slice(0, -1).trim();
  if (open === 1 && close === 1 && s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1).trim();
  return s;
}

/** A labelled name is taken as written, even when it reads like talk. */
export const isLabelledName = (p: Piece) => p.scope === 'name' && p.scopeFirst;
