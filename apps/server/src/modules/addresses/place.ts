import type { DomesticAddressInput, InternationalAddressInput } from '@portal/shared/address';
import { MALAYSIA } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import { compactPhone, normaliseDomesticPhone } from '@portal/shared/phone';
import { PortalError } from '../../lib/errors.ts';
import type { GeographyService } from '../geography/service.ts';
import type { AddressValues } from './repository.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A domestic entry must name a real place: the postcode must exist and belong to the city and
 * state given (case aside). The stored names are the region data's own spelling, and the area is
 * the postcode's (the tree's third level).
 */
export async function placeDomestic(geography: GeographyService, input: DomesticAddressInput): Promise<AddressValues> {
  const places = await geography.lookup([{ postcode: input.postcode }]);
  if (places.length === 0) throw new PortalError(Code.BAD_PARAMETER, 'postcodeNotFound', { postcode: input.postcode });
  const place = places.find((p) => same(p.prov, input.prov) && same(p.city, input.city));
  if (!place)
    throw new PortalError(Code.BAD_PARAMETER, 'regionPostcodeMismatch', { postcode: input.postcode, prov: input.prov, city: input.city });
  return {
    name: input.name,
    contacts: normaliseDomesticPhone(input.contacts),
    countryCode: MALAYSIA,
    postcode: place.postcode,
    prov: place.prov,
    city: place.city,
    area: place.area,
    address: input.address,
    email: '',
  };
}

export function placeInternational(input: InternationalAddressInput): AddressValues {
  return {
    name: input.name,
    contacts: compactPhone(input.contacts),
    countryCode: input.countryCode,
    postcode: input.postcode.toUpperCase(),
    prov: input.prov,
    city: input.city,
    area: '',
    address: input.address,
    email: input.email,
  };
}
