import { type BuiltInTable, type Columns, minuteColumn, table } from '../../lib/list-kit.ts';

const DEFAULT_OPTIONS = [
  { value: '1', label: 'lists:addresses.isDefault', color: 'red' },
  { value: '0', label: 'lists:addresses.notDefault' },
];

/**
 * The three address books (issue 4): one list call per kind of book, the book fixed by
 * `tableParams.addressType` (the export reads the same filters, so it names the book too).
 * `place` are the columns between the phone and the address; `hidden` ones can be shown by the user.
 */
function addressBook(addressType: string, tableApi: string, place: Columns, hidden: Columns) {
  return table({
    tableApi,
    tableParams: { addressType },
    exportApi: 'exportAddress',
    exportKey: 'id',
    checkbox: true,
    index: true,
    export: true,
    columnList: [
      { label: 'lists:addresses.name', prop: 'name', minWidth: 150, show: true, default: true, exportRequired: true, tooltip: true },
      { label: 'lists:addresses.contacts', prop: 'contacts', width: 130, show: true, exportRequired: true, custom: { kind: 'phone' } },
      ...place,
      { label: 'lists:addresses.postcode', prop: 'postcode', width: 100, show: true, exportRequired: true },
      { label: 'lists:addresses.address', prop: 'address', minWidth: 220, show: true, exportRequired: true, tooltip: true },
      {
        label: 'lists:addresses.defaultaddress',
        prop: 'defaultaddress',
        width: 90,
        show: true,
        custom: { kind: 'enum', options: DEFAULT_OPTIONS },
      },
      minuteColumn('lists:addresses.updateTime', 'updateTime'),
      ...hidden,
    ],
  });
}

// Town and state in columns of their own: provCityArea ('Selangor,Petaling Jaya,47301') repeats
// the postcode and reads poorly, so it is offered hidden (column settings, export).
const town = { label: 'lists:addresses.city', prop: 'city', minWidth: 130, show: true, tooltip: true };
const DOMESTIC_PLACE: Columns = [town, { label: 'lists:addresses.prov', prop: 'prov', minWidth: 140, show: true, tooltip: true }];
const DOMESTIC_HIDDEN: Columns = [
  { label: 'lists:addresses.provCityArea', prop: 'provCityArea', minWidth: 240, show: false, tooltip: true },
];

export const ADDRESS_LISTS: BuiltInTable[] = [
  {
    tabKey: 'senderAddress',
    name: 'Sender addresses (senderAddress)',
    config: addressBook('userAddress', 'queryList', DOMESTIC_PLACE, DOMESTIC_HIDDEN),
  },
  {
    tabKey: 'receiverAddress',
    name: 'Receiver addresses (receiverAddress)',
    config: addressBook('1', 'queryList', DOMESTIC_PLACE, DOMESTIC_HIDDEN),
  },
  {
    tabKey: 'internationalAddress',
    name: 'International receivers (internationalAddress)',
    config: addressBook(
      'interAddress',
      'queryInterList',
      [
        { label: 'lists:addresses.country', prop: 'countryName', width: 120, show: true, exportRequired: true },
        town,
        { label: 'lists:addresses.stateOrProvince', prop: 'prov', minWidth: 140, show: true, tooltip: true },
      ],
      [{ label: 'lists:addresses.email', prop: 'email', minWidth: 180, show: false, tooltip: true }],
    ),
  },
];
