import { LOCALITIES, NEAR_POSTCODE_SPAN } from './place-names.ts';

/** A place of the region data: a postcode in one state and post town. */
export interface PostcodeTown {
  postcode: string;
  prov: string;
  city: string;
}

/** The states and towns a written name stands for (aliases and spellings included). */
interface NamedPlaces {
  states: readonly string[];
  cities: readonly { state: string; city: string }[];
}

export interface PlaceNames {
  /** What a text names when all of it is place names; null when some of it is not (a taman, a mukim we do not know). */
  named(text: string): NamedPlaces[] | null;
  /** A post town's postcodes. */
  postcodesOf(state: string, city: string): readonly string[];
}

export type PlaceReading =
  | { place: PostcodeTown }
  /** The postcode covers several towns and the text names none of them. */
  | { several: true }
  /** The written state or town is a place the postcode is not near: both named for the message. */
  | { contradicts: 'prov' | 'city'; written: string; prov: string; city: string };

const near = (postcode: string, postcodes: readonly string[]) =>
  postcodes.some((q) => Math.abs(Number(q) - Number(postcode)) <= NEAR_POSTCODE_SPAN);

/**
 * The postcode decides the state and town; what is written beside it only has to agree. A town
 * agrees when it is the postcode's (by any spelling of place-names.ts: "George Town" for 10200,
 * "KL", "JB"), the postcode's state, a locality of its town, a post town of the same state nearby
 * (a neighbour, or the mukim people write instead of the post town), or no place name we know. It
 * contradicts only when all of it names places elsewhere ("Johor Bahru" beside 10200).
 */
export function readWrittenPlace(places: readonly PostcodeTown[], prov: string, city: string, names: PlaceNames): PlaceReading {
  // Most rows write the region data's own names: no name needs reading.
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  const exact = places.find((p) => same(prov, p.prov) && same(city, p.city));
  if (exact) return { place: exact };
  const towns = (list: readonly PostcodeTown[]) => [...new Set(list.map((p) => p.city))].join(' / ');
  const contradiction = (field: 'prov' | 'city', written: string): PlaceReading => ({
    contradicts: field,
    written,
    prov: places[0]!.prov,
    city: towns(places),
  });
  let fitting = [...places];
  const state = prov.trim() ? names.named(prov) : null;
  if (state) {
    const same = places.filter((p) => state.some((n) => n.states.includes(p.prov) || n.cities.some((c) => c.state === p.prov)));
    if (!same.length) return contradiction('prov', prov.trim());
    fitting = same;
  }
  const town = city.trim() ? names.named(city) : null;
  if (town) {
    const named = fitting.filter((p) => town.some((n) => n.cities.some((c) => c.state === p.prov && c.city === p.city)));
    const agrees = (p: PostcodeTown) =>
      town.some(
        (n) =>
          n.states.includes(p.prov) ||
          n.cities.some(
            (c) =>
              (c.state === p.prov && near(p.postcode, names.postcodesOf(c.state, c.city))) ||
              (LOCALITIES[`${p.prov}/${p.city}`] ?? []).includes(c.city),
          ),
      );
    if (named.length) fitting = named;
    else if (!fitting.some(agrees)) return contradiction('city', city.trim());
  }
  const distinct = new Map(fitting.map((p) => [`${p.prov}|${p.city}`, p]));
  return distinct.size === 1 ? { place: fitting[0]! } : { several: true };
}
