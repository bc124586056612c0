import { AddressListPage } from './address-list-page.tsx';

/** The sender book (spec 2 senderAddress). */
export default function SenderAddressPage() {
  return <AddressListPage book="userAddress" />;
}
