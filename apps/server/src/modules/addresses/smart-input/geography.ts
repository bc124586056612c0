import { CITY_ALIASES, STATE_ALIASES, TERRITORY_WORDS, WORD_VARIANTS } from '@portal/shared/place-names';
import type { PostcodePlace } from '../../geography/service.ts';

export type { PostcodePlace };

/** A state and one of its cities (post towns), spelt as the data set spells them. */
interface City {
  state: string;
  city: string;
}

/** One word of a text: Latin letters, a run of digits, or a single Chinese character. */
export interface Word {
  /** Lower case, for matching. */
  text: string;
  start: number;
  end: number;
  han: boolean;
  /** Only spaces, dots or hyphens since the word before: "W.P. Kuala" goes on, "Kuala,\nLumpur" does not. */
  joined: boolean;
}

/** A state or city name found in a text, over words `first`..`last` (inclusive). */
export interface PlaceName {
  first: number;
  last: number;
  start: number;
  end: number;
  /** The states the words name (empty when they name only a city). */
  states: readonly string[];
  /** The cities the words name (empty when they name only a state). */
  cities: readonly City[];
  /** 'Wilayah Persekutuan' and the like: says "a federal territory" without saying which. */
  weak: boolean;
  han: boolean;
}

/** What the smart input parser needs to know of Malaysian places. */
export interface PostcodeGeography {
  /** The places of a postcode in data-set order; empty when the postcode is unknown. */
  placesOf(postcode: string): readonly PostcodePlace[];
  /** Every state and city name (aliases included) in the words, longest match first, left to right. */
  findNames(words: readonly Word[]): PlaceName[];
  /** A city's postcodes; none for a city the data set lacks. */
  postcodesOf(city: City): readonly string[];
}

const WORD = /\p{Script=Latin}+|\p{N}+|\p{Script=Han}/gu;
const HAN = /^\p{Script=Han}$/u;
const JOINING = /^[ \t.\-']*$/;

/** Splits a text into the words place names are matched on ("W.P." and "WP" both give w, p). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  let end = 0;
  for (const m of text.matchAll(WORD)) {
    const joined = out.length > 0 && JOINING.test(text.slice(end, m.index));
    end = m.index + m[0].length;
    out.push({ text: m[0].toLowerCase(), start: m.index, end, han: HAN.test(m[0]), joined });
  }
  return out;
}

/** Every spelling of a name built from the variants of each word (a handful per name). */
function spellings(name: string): string[][] {
  let out: string[][] = [[]];
  for (const w of words(name)) {
    const options = [w.text, ...(WORD_VARIANTS[w.text] ?? [])];
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out;
}

interface Entry {
  states: Set<string>;
  cities: City[];
  weak: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: Entry;
}

/** Builds the lookup once: a postcode index and a word trie of every state and city name. */
export function buildGeography(places: readonly PostcodePlace[]): PostcodeGeography {
  const byPostcode = new Map<string, PostcodePlace[]>();
  const cities = new Map<string, City>();
  const cityPostcodes = new Map<string, string[]>();
  for (const p of places) {
    const list = byPostcode.get(p.postcode);
    if (list) list.push(p);
    else byPostcode.set(p.postcode, [p]);
    const key = `${p.state}/${p.city}`;
    cities.set(key, { state: p.state, city: p.city });
    const codes = cityPostcodes.get(key);
    if (codes) codes.push(p.postcode);
    else cityPostcodes.set(key, [p.postcode]);
  }

  const root: TrieNode = { next: new Map() };
  const entryFor = (tokens: readonly string[]): Entry => {
    let node = root;
    for (const t of tokens) {
      let child = node.next.get(t);
      if (!child) {
        child = { next: new Map() };
        node.next.set(t, child);
      }
      node = child;
    }
    node.entry ??= { states: new Set(), cities: [], weak: false };
    return node.entry;
  };
  const addCity = (name: string, city: City) => {
    for (const tokens of spellings(name)) {
      const entry = entryFor(tokens);
      if (!entry.cities.some((c) => c.state === city.state && c.city === city.city)) entry.cities.push(city);
    }
  };
  const addState = (name: string, state: string) => {
    for (const tokens of spellings(name)) entryFor(tokens).states.add(state);
  };

  const states = new Set(places.map((p) => p.state));
  for (const state of states) {
    addState(state, state);
    for (const alias of STATE_ALIASES[state] ?? []) {
      addState(alias, state);
      // 柔佛州, 雪兰莪州: Chinese writes "state" after the name.
      if (HAN.test(alias[0] ?? '')) addState(`${alias}州`, state);
    }
  }
  for (const name of TERRITORY_WORDS) {
    const entry = entryFor(words(name).map((w) => w.text));
    entry.weak = true;
    for (const s of states) if (s.startsWith('W.P.')) entry.states.add(s);
  }
  for (const city of cities.values()) addCity(city.city, city);
  for (const [key, aliases] of Object.entries(CITY_ALIASES)) {
    const city = cities.get(key);
    if (!city) continue;
    for (const alias of aliases) {
      addCity(alias, city);
      if (HAN.test(alias[0] ?? '')) addCity(`${alias}市`, city);
    }
  }

  return {
    placesOf: (postcode) => byPostcode.get(postcode) ?? [],
    postcodesOf: (city) => cityPostcodes.get(`${city.state}/${city.city}`) ?? [],
    findNames(ws) {
      const found: PlaceName[] = [];
      let i = 0;
      while (i < ws.length) {
        let node: TrieNode | undefined = root;
        let best: { last: number; entry: Entry } | undefined;
        for (let j = i; j < ws.length && node; j++) {
          const w = ws[j] as Word;
          if (j > i && !w.joined) break;
          node = node.next.get(w.text);
          if (node?.entry) best = { last: j, entry: node.entry };
        }
        if (!best) {
          i++;
          continue;
        }
        const first = ws[i] as Word;
        const last = ws[best.last] as Word;
        found.push({
          first: i,
          last: best.last,
          start: first.start,
          end: last.end,
          states: [...best.entry.states],
          cities: best.entry.cities,
          weak: best.entry.weak,
          han: first.han,
        });
        i = best.last + 1;
      }
      return found;
    },
  };
}
