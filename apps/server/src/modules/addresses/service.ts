// The addresses module's public surface: smart paste, for the imports that read one address column;
// the sender book's default, which a row or an import without a sender ships from.
import type { AddressRow } from '@portal/shared/address';
import { type PlaceNames, type PlaceReading, readWrittenPlace } from '@portal/shared/written-place';
import type { DbOrTx } from '../../db/client.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { GeographyService } from '../geography/service.ts';
import { defaultAddresses } from './repository.ts';
import { buildGeography, type PostcodeGeography, words } from './smart-input/geography.ts';
import { parseSmartInput, type SmartAddress } from './smart-input/parse.ts';

export type { SmartAddress };

const indexes = new WeakMap<GeographyService, () => Promise<PostcodeGeography>>();

/** The smart-paste parser's place index, rebuilt only when the region data's version moves on; one per region data. */
export function smartGeography(geography: GeographyService): () => Promise<PostcodeGeography> {
  const known = indexes.get(geography);
  if (known) return known;
  let built: { version: string; geo: PostcodeGeography } | null = null;
  // Asked for every row of an import: the version alone is read unless the data moved on.
  const index = async () => {
    if (built && built.version === (await geography.version())) return built.geo;
    const { version, places } = await geography.places();
    built = { version, geo: buildGeography(places) };
    return built.geo;
  };
  indexes.set(geography, index);
  return index;
}

const namesOf = new WeakMap<PostcodeGeography, PlaceNames>();
/** Texts read and remembered per index: an import's town cells repeat (a file of 1,000 rows names a hundred towns). */
const NAMED_KEPT = 5_000;

/** The place names as the written-place rule reads them: only a text that is all place names names places. */
export function placeNamesOf(geo: PostcodeGeography): PlaceNames {
  const known = namesOf.get(geo);
  if (known) return known;
  const read = new Map<string, ReturnType<PlaceNames['named']>>();
  const names: PlaceNames = {
    named(text) {
      const kept = read.get(text);
      if (kept !== undefined) return kept;
      const ws = words(text);
      const found = geo.findNames(ws);
      const covered = found.reduce((n, f) => n + f.last - f.first + 1, 0);
      const named = ws.length && covered === ws.length ? found : null;
      if (read.size >= NAMED_KEPT) read.clear();
      read.set(text, named);
      return named;
    },
    postcodesOf: (state, city) => geo.postcodesOf({ state, city }),
  };
  namesOf.set(geo, names);
  return names;
}

/**
 * A postcode's state and town, checked against the state and town written beside it (the bulk
 * import's rule, `readWrittenPlace`); null when the region data has no such postcode.
 */
export function writtenPlaceReader(
  geography: GeographyService,
): (postcode: string, prov: string, city: string) => Promise<PlaceReading | null> {
  const geo = smartGeography(geography);
  return async (postcode, prov, city) => {
    const places = await geography.lookup([{ postcode }]);
    if (!places.length) return null;
    return readWrittenPlace(places, prov, city, placeNamesOf(await geo()));
  };
}

/** Smart paste as a function of the text (getSmartInput.do's reader): name, phone, postcode, state, city, address. */
export function smartPaste(geography: GeographyService): (text: string) => Promise<SmartAddress> {
  const geo = smartGeography(geography);
  return async (text) => parseSmartInput(text, await geo());
}

/** The sender address book's default entry, or null when the book has none. */
export async function defaultSender(db: DbOrTx, scope: RowScope): Promise<AddressRow | null> {
  return (await defaultAddresses(db, scope)).userAddress ?? null;
}
