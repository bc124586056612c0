import type { PostcodeGeography, Word } from './geography.ts';
import type { Mention, Span } from './types.ts';

/** A word before a place name that makes it part of a street or locality name. */
const BEFORE_PLACE = new Set(
  (
    'jalan jln jl lorong lrg persiaran psn lebuh lebuhraya lintang lengkok laluan solok changkat lingkaran taman tmn kampung ' +
    'kampong kg kpg medan desa bandar bdr pusat menara wisma plaza kompleks hospital universiti sekolah masjid stesen ' +
    'pangsapuri kondominium residensi pulau sungai sg bukit bkt baru bahru baharu seri sri felda ladang kolej perindustrian'
  ).split(' '),
);

/** A word after a place name that makes it a locality ("Puchong Jaya", "Ipoh Garden", "Kulim Hi-Tech"). */
const AFTER_PLACE = new Set(
  (
    'jaya utama perdana indah baru bahru baharu permai damai barat timur utara selatan tengah hilir hulu ulu road street ' +
    'avenue lane garden gardens heights city centre center sentral mall industrial hi hitech raya square point bestari'
  ).split(' '),
);

export const PLACE_GAP = /^[\s,.;:\-–—/()]*$/;

export const overlaps = (a: Span, spans: readonly Span[]) => spans.some((s) => a.start < s.end && s.start < a.end);

/** Place names found in the text, each marked when it is part of a street or locality name. */
export function findMentions(t: string, ws: readonly Word[], geo: PostcodeGeography, taken: readonly Span[]): Mention[] {
  const found = geo.findNames(ws).filter((n) => !overlaps(n, taken));
  const ends = new Set(found.map((n) => n.end));
  const inName = new Set(found.flatMap((n) => Array.from({ length: n.last - n.first + 1 }, (_, k) => n.first + k)));
  const takenEnds = new Set(taken.map((s) => s.end));
  return found.map((n) => {
    const prev = ws[n.first - 1];
    const next = ws[n.last + 1];
    let blocked: boolean;
    if (n.han) {
      // 林新山 is a person, 柔佛新山 a place: a Chinese name glued to other Chinese text is not a place.
      blocked =
        prev?.han === true && prev.end === n.start && !ends.has(prev.end) && !takenEnds.has(n.start) && !'州市省'.includes(prev.text);
    } else {
      const first = ws[n.first]!;
      // "Johor Bahru Johor" is a city then a state, not a state named after a "Bahru".
      blocked =
        (prev !== undefined && first.joined && !inName.has(n.first - 1) && BEFORE_PLACE.has(prev.text)) ||
        (next?.joined === true &&
          !inName.has(n.last + 1) &&
          (AFTER_PLACE.has(next.text) ||
            (/^\d{1,2}$/.test(next.text) && /^ +$/.test(t.slice(n.end, next.start)) && !overlaps(next, taken))));
    }
    return { ...n, blocked };
  });
}

/** Runs of place names (and the postcode) with only separators between: "55100 Kuala Lumpur, W.P. Kuala Lumpur". */
export function chains<T extends Span>(items: readonly T[], gapText: string): T[][] {
  const out: T[][] = [];
  for (const m of [...items].sort((x, y) => x.start - y.start)) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && PLACE_GAP.test(gapText.slice(prev.end, m.start))) last.push(m);
    else out.push([m]);
  }
  return out;
}
