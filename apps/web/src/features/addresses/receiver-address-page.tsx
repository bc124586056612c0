import { AddressListPage } from './address-list-page.tsx';

/** The receiver book (spec 2 receiverAddress). */
export default function ReceiverAddressPage() {
  return <AddressListPage book="1" />;
}
