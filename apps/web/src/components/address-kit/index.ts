// The address kit's public API: features import from here, never from the files behind it.

export { AddressBookDialog } from './address-book-dialog.tsx';
export { DEFAULT_ADDRESSES_KEY } from './api/default-addresses.ts';
export { postcodePlaces, useAddressTypes, useReceivingCountries } from './api/geography.ts';
export { PHONE_MEMORY_KEY } from './api/phone-memory.ts';
export { BOOK_SEARCH_KEY } from './api/search-book.ts';
export { BOOK_NAME } from './books.ts';
export { fillFields } from './fill-form.ts';
export { knownPostcodeRule } from './known-postcode.ts';
export { PhoneMemoryInput } from './phone-memory-input.tsx';
export { placeOf, regionPathOf } from './region.ts';
export { RegionCascader } from './region-cascader.tsx';
export { SmartPaste } from './smart-paste.tsx';
export { TownChoice } from './town-choice.tsx';
export { usePostcodeFill } from './use-postcode-fill.ts';
