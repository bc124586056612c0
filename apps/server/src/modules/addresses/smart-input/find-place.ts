import { scopeAt } from './find-labels.ts';
import { chains, overlaps, PLACE_GAP } from './find-place-names.ts';
import type { PlaceName, PostcodeGeography, PostcodePlace, Word } from './geography.ts';
import { inferPlace } from './infer-place.ts';
import type { Label, Mention, Phone, Span } from './types.ts';

/** Words before a 5-digit number that make it a lot or house number, not a postcode. */
const NOT_POSTCODE_BEFORE = new Set('lot pt no unit blok block batu km hs hsd geran grn tb'.split(' '));

export interface Located {
  postcode: string;
  prov: string;
  city: string;
  removed: Span[];
}

const namesCity = (m: PlaceName, p: { state: string; city: string }) => m.cities.some((c) => c.state === p.state && c.city === p.city);

/** Postcode, state and city, and the spans of the text that said them. */
export function locate(
  t: string,
  ws: readonly Word[],
  mentions: readonly Mention[],
  phones: readonly Phone[],
  labels: readonly Label[],
  geo: PostcodeGeography,
): Located {
  // Labels between place names ("Bandar: Kuala Lumpur\nNegeri: …") do not break a run of them.
  let gapText = t;
  for (const l of labels) {
    if (l.kind !== 'name' && l.kind !== 'phone' && l.kind !== 'address' && l.kind !== 'lead')
      gapText = gapText.slice(0, l.start) + ' '.repeat(l.end - l.start) + gapText.slice(l.end);
  }
  const usable = mentions.filter((m) => !m.blocked);
  const candidates = [...t.matchAll(/(?<![\d#])\d{5}(?![\d]|[-/]\d)/g)]
    .map((m) => ({ start: m.index, end: m.index + 5, digits: m[0] }))
    .filter((c) => !overlaps(c, phones))
    .filter((c) => {
      const w = ws.findIndex((x) => x.start === c.start);
      const prev = ws[w - 1];
      const before = t[c.start - 1] ?? '';
      return !(/[-/.]/.test(before) && /\d/.test(t[c.start - 2] ?? '')) && !(prev && ws[w]?.joined && NOT_POSTCODE_BEFORE.has(prev.text));
    });
  const near = (c: Span) =>
    usable.filter((m) => PLACE_GAP.test(gapText.slice(c.end, m.start)) || PLACE_GAP.test(gapText.slice(m.end, c.start)));
  let best: { start: number; end: number; digits: string; score: number } | undefined;
  for (const [k, c] of candidates.entries()) {
    const places = geo.placesOf(c.digits);
    const labelled = scopeAt(labels, c.start)?.kind === 'postcode';
    const named = near(c);
    if (!places.length && !labelled && !named.length) continue;
    const agrees = named.some((m) => places.some((p) => namesCity(m, p) || m.states.includes(p.state)));
    const score = (labelled ? 8 : 0) + (places.length ? 4 : 0) + (agrees ? 2 : 0) + k / 100;
    if (!best || score > best.score) best = { ...c, score };
  }

  const removed: Span[] = [];
  const places = best ? geo.placesOf(best.digits) : [];
  if (best && places.length) {
    removed.push(best);
    const pc = best;
    const chain = chains<Span>([...usable, pc], gapText).find((c) => c.includes(pc)) ?? [];
    const chainMentions = usable.filter((m) => chain.includes(m));
    // Nearest the postcode first: after it, then before it, then anywhere else.
    const byDistance = [
      ...chainMentions.filter((m) => m.start > pc.start),
      ...chainMentions.filter((m) => m.start < pc.start).reverse(),
      ...usable.filter((m) => !chainMentions.includes(m)),
    ];
    // Two towns may share a postcode: the one the text names.
    let place: PostcodePlace = places[0]!;
    for (const m of byDistance) {
      const named = places.find((p) => namesCity(m, p));
      if (named) {
        place = named;
        break;
      }
    }
    const stateOk = (m: Mention) => m.states.length > 0 && (!m.weak || place.state.startsWith('W.P.'));
    // A state that disagrees with the postcode is still the state the writer meant when it stands after the postcode;
    // before it, it may be part of a street name ("Jalan Jubli Perak, 01000 Kangar").
    const states = chainMentions.filter((m) => stateOk(m) && (m.states.includes(place.state) || m.start > pc.start));
    const cityMention = byDistance.slice(0, chainMentions.length).find((m) => namesCity(m, place));
    for (const m of chainMentions) if (states.includes(m) || m === cityMention) removed.push(m);
    // Written elsewhere ("吉隆坡 Jalan Kuchai Lama No 33 58200"): the last mention of the city and of the state.
    if (!cityMention) {
      const m = usable.findLast((x) => namesCity(x, place));
      if (m && !removed.includes(m)) removed.push(m);
    }
    if (!states.length) {
      const m = usable.findLast((x) => stateOk(x) && x.states.includes(place.state));
      if (m && !removed.includes(m)) removed.push(m);
    }
    // "马六甲 Jalan Bukit Baru 12号, 75150 Melaka": a Chinese name of the town or state is never a street's; it goes too.
    for (const m of usable) if (m.han && !removed.includes(m) && (namesCity(m, place) || m.states.includes(place.state))) removed.push(m);
    return { postcode: best.digits, prov: place.state, city: place.city, removed };
  }
  if (best) removed.push(best);
  return { postcode: best?.digits ?? '', ...inferPlace(t, gapText, usable, [...phones, ...labels], labels, removed), removed };
}
