import { repairSpreadsheetPostcode } from '@portal/shared/address-import';
import type { ImportCells } from '@portal/shared/order-import';
import { type SmartAddress, writtenPlaceReader } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';

export interface RowProblem {
  field: keyof ImportCells;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * What a sheet leaves out and the order form would have filled: the receiver's whole address read
 * by smart paste when the sheet has only an address column (no postcode), and each side's state and
 * town from its postcode, which decides them: the state and town written are only checked against
 * it (`readWrittenPlace`: "George Town", "KL", a mukim agree; a town elsewhere is the town cell's
 * problem, naming both). A postcode of several towns needs its town written; one the region data
 * lacks is the postcode's problem.
 */
export async function resolveRow(
  cells: ImportCells,
  geography: GeographyService,
  paste: (text: string) => Promise<SmartAddress>,
): Promise<{ cells: ImportCells; problems: RowProblem[] }> {
  const out: ImportCells = { ...cells };
  const problems: RowProblem[] = [];
  if (!out.receiverPostcode?.trim() && out.receiverAddress?.trim()) {
    const read = await paste(out.receiverAddress);
    if (read.postcode) {
      out.receiverPostcode = read.postcode;
      out.receiverProv ||= read.prov;
      out.receiverCity ||= read.city;
      if (read.address) out.receiverAddress = read.address;
      out.receiverName ||= read.name;
      out.receiverTel ||= read.phone;
    }
  }
  const read = writtenPlaceReader(geography);
  for (const side of ['receiver', 'sender'] as const) {
    const postcode = repairSpreadsheetPostcode(out[`${side}Postcode`]?.trim() ?? '');
    if (!postcode) continue;
    const reading = await read(postcode, out[`${side}Prov`] ?? '', out[`${side}City`] ?? '');
    if (!reading) problems.push({ field: `${side}Postcode`, key: side === 'receiver' ? 'receiverRegionNotFound' : 'senderRegionNotFound' });
    else if ('place' in reading) {
      out[`${side}Prov`] = reading.place.prov;
      out[`${side}City`] = reading.place.city;
    } else if ('several' in reading) problems.push({ field: `${side}City`, key: 'importPlaceFromPostcode' });
    else
      problems.push({
        field: reading.contradicts === 'prov' ? `${side}Prov` : `${side}City`,
        key: 'importPlaceContradicts',
        params: { postcode, prov: reading.prov, city: reading.city, written: reading.written },
      });
  }
  return { cells: out, problems };
}
