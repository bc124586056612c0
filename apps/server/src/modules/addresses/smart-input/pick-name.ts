import { dropLeadIn, dropTrail } from './drop-chat.ts';
import { hasMarker, isCompany, isNameLike, splitLeadingName } from './name-shape.ts';
import { isLabelledName } from './split-pieces.ts';
import type { Phone, Piece, Span } from './types.ts';

/**
 * A name without the words round it that are no part of it: lead words before ("send to", "kepada") and the
 * joiner after ("Mr. Ravi at Wisma…", "Encik Zainal di…"). A piece split off where the name runs into the
 * street keeps the joiner the chat pass could not see, so every way of picking a name ends here.
 */
function bareName(piece: Piece): string {
  let p = piece;
  for (let next = dropTrail(dropLeadIn(p)); next.text !== p.text; next = dropTrail(dropLeadIn(p))) p = next;
  return p.text;
}

/** Picks the name among the pieces; returns it and the pieces that make the address. */
export function pickName(
  t: string,
  pieces: readonly Piece[],
  phones: readonly Phone[],
  locationEnd: number,
  places: readonly Span[],
): { name: string; rest: Piece[] } {
  const lineOf = (pos: number) => t.slice(0, pos).split('\n').length;
  const wholeLine = (p: Piece) => t.slice(t.lastIndexOf('\n', p.start - 1) + 1, p.start).trim() === '' && /^\s*(\n|$)/.test(t.slice(p.end));
  const gapTo = (p: Piece, ph: Phone) =>
    ph.start >= p.end ? t.slice(p.end, ph.start) : ph.end <= p.start ? t.slice(ph.end, p.start) : undefined;
  const nextToPhone = (p: Piece) =>
    phones.some((ph) => {
      const gap = gapTo(p, ph);
      if (gap === undefined || !/^[\s,;:|()\-–—/]*$/.test(gap)) return false;
      return !gap.includes('\n') || (wholeLine(p) && Math.abs(lineOf(ph.start) - lineOf(p.start)) === 1);
    });
  const afterPhone = (p: Piece) =>
    phones.some((ph) => {
      const gap = ph.end <= p.start ? t.slice(ph.end, p.start) : undefined;
      return gap !== undefined && /^[\s,;:|()\-–—/]*$/.test(gap) && !gap.includes('\n');
    });

  // "To: Penta Sdn Bhd\nAttn: Mr. Lee": a person labelled beats a firm labelled; the firm stays in the address.
  const labelledNames = pieces.filter(isLabelledName);
  const labelled = labelledNames.find((p) => !isCompany(p.text)) ?? labelledNames[0];
  if (labelled) {
    const split = isNameLike(labelled.text) ? undefined : splitLeadingName(labelled);
    const rest = pieces.flatMap((p) => (p === labelled ? (split ? [split[1]] : []) : [p]));
    return { name: bareName(split ? split[0] : labelled), rest };
  }

  const firstPiece = pieces.find((p) => p.scope !== 'address' && p.scope !== 'postcode' && p.scope !== 'city' && p.scope !== 'state');
  const work = [...pieces];
  // One line with no commas: the name runs straight into the street.
  for (const p of new Set([firstPiece, ...pieces.filter(afterPhone)])) {
    if (!p || isNameLike(p.text)) continue;
    const split = splitLeadingName(p);
    if (split) work.splice(work.indexOf(p), 1, ...split);
  }
  let best: { piece: Piece; score: number } | undefined;
  for (const p of work) {
    if (!isNameLike(p.text) || (p.scope && ['postcode', 'city', 'state'].includes(p.scope))) continue;
    const first = firstPiece !== undefined && p.start === firstPiece.start;
    // "UMP Gambang", "Kuching": a piece naming a town is more likely a locality than a person.
    const named = places.some((m) => m.start >= p.start && m.end <= p.end);
    const score =
      (p.named ? 5 : 0) +
      (first ? 3 : 0) +
      (nextToPhone(p) ? 2 : 0) +
      (p.start >= locationEnd ? 1 : 0) +
      (hasMarker(p.text) ? 1 : 0) -
      (named ? 2 : 0);
    if (score > 0 && (!best || score > best.score)) best = { piece: p, score };
  }
  return { name: best ? bareName(best.piece) : '', rest: work.filter((p) => p !== best?.piece) };
}
