import { AddressListPage } from './address-list-page.tsx';

/** The international receiver book (spec 2 internationalAddress). */
export default function InternationalAddressPage() {
  return <AddressListPage book="interAddress" />;
}
