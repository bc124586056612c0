import { scopeAt } from './find-labels.ts';
import { chains } from './find-place-names.ts';
import type { Label, Mention, Span } from './types.ts';

/** Without a known postcode: the last run of place names that names a state or stands on its own ("…, Kajang, Selangor"). */
export function inferPlace(
  t: string,
  gapText: string,
  usable: readonly Mention[],
  stops: readonly Span[],
  labels: readonly Label[],
  removed: Span[],
): { prov: string; city: string } {
  const stopEnds = new Set(stops.map((s) => s.end));
  const stopStarts = new Set(stops.map((s) => s.start));
  const edgeBefore = (pos: number) => {
    let i = pos;
    while (i > 0 && /[ \t]/.test(t[i - 1] ?? '')) i--;
    return i === 0 || stopEnds.has(i) || /[,\n;|(]/.test(t[i - 1] ?? '');
  };
  const edgeAfter = (pos: number) => {
    let i = pos;
    while (i < t.length && /[ \t.]/.test(t[i] ?? '')) i++;
    return i === t.length || stopStarts.has(i) || /[,\n;|)]/.test(t[i] ?? '');
  };
  for (const chain of chains(usable, gapText).reverse()) {
    const first = chain[0]!;
    const last = chain[chain.length - 1]!;
    const hasState = chain.some((m) => m.states.length > 0 && !m.weak);
    const labelled = ['city', 'state'].includes(scopeAt(labels, first.start)?.kind ?? '');
    // "… No 12 Kajang" at the very end of the paste is the town too.
    const endsText = /^[\s.,]*$/.test(t.slice(last.end).replace(/\d[\d\s\-+()]*\d/g, ''));
    if (!hasState && !labelled && !(edgeAfter(last.end) && (edgeBefore(first.start) || endsText))) continue;

    let state = chain.findLast((m) => m.states.length > 0 && !m.weak)?.states[0] ?? '';
    const cityMentions = chain.filter((m) => m.cities.some((c) => !state || c.state === state));
    // "Jasin, Melaka": prefer the name that is only a city over one that is also the state.
    const cityMention = cityMentions.findLast((m) => m.states.length === 0) ?? cityMentions[cityMentions.length - 1];
    const cities = cityMention?.cities.filter((c) => !state || c.state === state) ?? [];
    let city = '';
    if (cities.length === 1) {
      city = cities[0]!.city;
      state ||= cities[0]!.state;
    }
    if (!state) continue;
    for (const m of chain) {
      if ((m.states.includes(state) && (!m.weak || state.startsWith('W.P.'))) || (m === cityMention && city)) removed.push(m);
    }
    return { prov: state, city };
  }
  return { prov: '', city: '' };
}
