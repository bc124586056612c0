import type { PostcodePlace } from '@portal/shared/address';
import type { OrderIssue } from '@portal/shared/order-rules';
import { domesticZone } from '@portal/shared/pricing';
import type { DecideDomesticCodeParameter, DomesticCode, ServedPlace } from '@portal/shared/service-area';
import type { GeographyService } from '../geography/service.ts';
import { domesticSortCode } from './sort-code.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One side's place: the postcode must be in the region data (the courier delivers to every postcode
 * it holds); a state or town given must agree with it. A postcode shared by two towns is read as the
 * town named, else as the first.
 */
async function served(
  geography: GeographyService,
  side: 'sender' | 'receiver',
  postcode: string,
  prov: string | undefined,
  city: string | undefined,
): Promise<{ place: ServedPlace } | { issue: OrderIssue }> {
  const places: PostcodePlace[] = await geography.lookup([{ postcode }]);
  const field = `${side}Postcode`;
  if (!places.length)
    return { issue: { field, key: side === 'sender' ? 'senderPostcodeNotServed' : 'receiverPostcodeNotServed', params: { postcode } } };
  const place = places.find((p) => (prov === undefined || same(p.prov, prov)) && (city === undefined || same(p.city, city)));
  if (!place) return { issue: { field, key: side === 'sender' ? 'senderRegionNotFound' : 'receiverRegionNotFound' } };
  return { place: { postcode, prov: place.prov, city: place.city } };
}

/**
 * decideDomesticCode.do: both sides served, the route's zone (pricing.ts) and the receiver's sort
 * code (what the label prints big), exactly as placing the order will decide them. Every side that
 * is wrong is named.
 */
export async function decideDomesticCode(
  geography: GeographyService,
  input: DecideDomesticCodeParameter,
): Promise<{ code: DomesticCode } | { issues: OrderIssue[] }> {
  const [sender, receiver] = await Promise.all([
    served(geography, 'sender', input.senderPostcode, input.senderProv, input.senderCity),
    served(geography, 'receiver', input.receiverPostcode, input.receiverProv, input.receiverCity),
  ]);
  if ('issue' in sender || 'issue' in receiver) return { issues: [sender, receiver].flatMap((s) => ('issue' in s ? [s.issue] : [])) };
  return {
    code: {
      zone: domesticZone(sender.place.prov, receiver.place.prov),
      sortCode: domesticSortCode(receiver.place.prov, receiver.place.postcode),
      sender: sender.place,
      receiver: receiver.place,
    },
  };
}
