import type { PlaceName } from './geography.ts';

/** What `getSmartInput.do` fills in; an empty string is a field not found. */
export interface SmartAddress {
  name: string;
  /** Malaysian numbers in the domestic form ('0123456789'); others as '+' and digits. */
  phone: string;
  postcode: string;
  /** The state, as the data set spells it. */
  prov: string;
  /** The city (post town), as the data set spells it. */
  city: string;
  /** The rest: street, unit, building, locality. */
  address: string;
}

/** `lead`: "Send to:", "Hantar ke:" (a name or an address may follow). */
export type LabelKind = 'name' | 'phone' | 'address' | 'lead' | 'postcode' | 'city' | 'state' | 'country';

export interface Span {
  start: number;
  end: number;
}

export interface Label extends Span {
  kind: LabelKind;
  /** A name label that names the sender ("Sender:", "Pengirim:", "From:", "寄件人："). */
  sender?: boolean;
}

export interface Phone extends Span {
  value: string;
  malaysian: boolean;
}

export interface Mention extends PlaceName {
  /** "Jalan Perak", "Taman Melaka Raya", "Seremban 2": a street or locality named after the place. */
  blocked: boolean;
}

export interface Piece extends Span {
  text: string;
  scope: LabelKind | undefined;
  /** The first piece after its label (a labelled name's value). */
  scopeFirst: boolean;
  /** Led in by a word that says a name follows ("Nama Azrul", "Penerima Hassan"). */
  named?: boolean;
  /** Ended by a colon that is no label's ("pls send to my mum:", "Kuantan: No 3 …"). */
  colon?: boolean;
}
