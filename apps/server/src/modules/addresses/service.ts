// The addresses module's public surface: smart paste, for the imports that read one address column;
// the sender book's default, which a row or an import without a sender ships from.
import type { AddressRow } from '@portal/shared/address';
import type { DbOrTx } from '../../db/client.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { GeographyService } from '../geography/service.ts';
import { defaultAddresses } from './repository.ts';
import { buildGeography, type PostcodeGeography } from './smart-input/geography.ts';
import { parseSmartInput, type SmartAddress } from './smart-input/parse.ts';

export type { SmartAddress };

/** The smart-paste parser's place index, rebuilt only when the region data's version moves on. */
export function smartGeography(geography: GeographyService): () => Promise<PostcodeGeography> {
  let built: { version: string; geo: PostcodeGeography } | null = null;
  return async () => {
    const { version, places } = await geography.places();
    if (built?.version !== version) built = { version, geo: buildGeography(places) };
    return built.geo;
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
