import { type AddressQuery, addressQueryParameter } from '@portal/shared/address';
import { type ExportQuery, type ExportRegistry, filtersBy, registerExport, scopeOf } from '../exports/service.ts';
import { withCountryNames } from './country-names.ts';
import { addressesAfter, countAddresses } from './repository.ts';

/** Selected rows arrive as export-key strings (the entry ids); anything else selects nothing. */
const idsOf = (query: ExportQuery): number[] | null =>
  query.ids ? query.ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : null;

/** The list's own filters (page and size are the list's, not the export's). */
const filterOf = (query: ExportQuery) => query.params as AddressQuery;

/**
 * `exportAddress` (spec 7: address lists export through it): any book of the caller's customer,
 * filtered as the list is, or the ticked entries; export key `id`.
 */
export function registerAddressExport(registry: ExportRegistry): void {
  registerExport(registry, {
    name: 'exportAddress',
    access: 'customer',
    open: 'the address books every order form reads',
    parseParams: filtersBy(addressQueryParameter),
    count: (db, caller, query) => countAddresses(db, scopeOf(caller), filterOf(query), idsOf(query)),
    rows: async (db, caller, query, page) => {
      const rows = await withCountryNames(
        db,
        await addressesAfter(db, scopeOf(caller), filterOf(query), idsOf(query), page.afterKey as number | null, page.limit),
        query.lang,
      );
      return rows.map((r) => ({ ...r, createTime: new Date(r.createTime), updateTime: new Date(r.updateTime) }));
    },
    key: (row) => row.id as number,
  });
}
