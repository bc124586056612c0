import { nameWithAttention } from './attention.ts';
import { tidyAddress } from './detail-address.ts';
import { beforeLead, dropChat, onlyRepeats } from './drop-chat.ts';
import { findLabels, withoutSenderBlock } from './find-labels.ts';
import { findPhones } from './find-phones.ts';
import { locate } from './find-place.ts';
import { findMentions } from './find-place-names.ts';
import { type PostcodeGeography, words } from './geography.ts';
import { pickName } from './pick-name.ts';
import { piecesOf } from './split-pieces.ts';
import { tidyText } from './tidy-text.ts';
import type { SmartAddress } from './types.ts';

export type { SmartAddress };

/**
 * Reads name, phone, postcode, state, city and street address out of pasted free text. The stages, in order (the
 * README's "How it reads a paste" says what each one knows):
 *
 * 1. `tidy-text.ts`: normalise the text, and blank (with spaces) order lines, Chinese courtesies and export debris;
 *    every later span points into this tidied text.
 * 2. `find-labels.ts`: "Nama:", "Tel", "Alamat:", "Ship to:" … and which kind of value each one labels.
 * 3. `find-phones.ts`: the phone numbers (a labelled one may drop its leading 0).
 * 4. `find-place-names.ts`: every state and town name, marked when it is part of a street ("Jalan Perak").
 * 5. `find-place.ts`: the postcode and the state and town it names, or without one `infer-place.ts` from the names;
 *    the spans that said them leave the text.
 * 6. `split-pieces.ts`: what is left, cut at line breaks, commas, removed spans, colons and sentence ends; pieces that
 *    only repeat the town or lead into "ship to:" go (the rules in `drop-chat.ts`).
 * 7. `drop-chat.ts` (word lists in `chat-words.ts`): greetings, questions, orders, courier notes, sign-offs and
 *    lead-in words go.
 * 8. `pick-name.ts` (name-likeness in `name-shape.ts`): a labelled name, or the piece that scores best as a name.
 * 9. `detail-address.ts`: the remaining pieces joined as the address.
 */
export function parseSmartInput(text: string, geo: PostcodeGeography): SmartAddress {
  const t = withoutSenderBlock(tidyText(text));
  const found = findLabels(t);
  const attention = nameWithAttention(t, found);
  const labels = attention ? found.filter((l) => l.end <= attention.start || l.start >= attention.end) : found;
  const phones = findPhones(t, labels);
  const ws = words(t);
  const mentions = findMentions(t, ws, geo, [...labels, ...phones]);
  const located = locate(t, ws, mentions, phones, labels, geo);
  const locationEnd = Math.max(0, ...located.removed.map((s) => s.end));
  const kept = mentions.filter((m) => !m.blocked && !located.removed.includes(m));
  // "Kuching - Lot 4581, …, 93350 Kuching": a piece that only repeats the town or state says nothing more.
  const repeats = kept.filter(
    (m) => m.states.includes(located.prov) || m.cities.some((c) => c.city === located.city && c.state === located.prov),
  );
  const removed = [...labels, ...phones, ...located.removed, ...(attention ? [attention] : [])];
  const pieces = piecesOf(t, removed, labels).filter((p) => !onlyRepeats(p, repeats) && !beforeLead(t, p, labels));
  const { name, rest } = attention
    ? { name: attention.text, rest: dropChat(pieces) }
    : pickName(t, dropChat(pieces), phones, locationEnd, kept);
  // A courier calls the receiver on the road: a mobile (01x) beats a home or office line given beside it.
  const phone = phones.find((p) => p.malaysian && p.value.startsWith('01')) ?? phones.find((p) => p.malaysian) ?? phones[0];
  return {
    name,
    phone: phone?.value ?? '',
    postcode: located.postcode,
    prov: located.prov,
    city: located.city,
    address: tidyAddress(rest),
  };
}
