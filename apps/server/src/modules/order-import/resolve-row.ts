import type { ImportCells } from '@portal/shared/order-import';
import type { SmartAddress } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';

export interface RowProblem {
  field: keyof ImportCells;
  key: string;
}

/**
 * What a sheet leaves out and the order form would have filled: the receiver's whole address read
 * by smart paste when the sheet has only an address column (no postcode), and each side's state and
 * city from its postcode when they are blank (the form fills them from the postcode too). A
 * postcode of several towns needs its town written; one the region data lacks is the postcode's problem.
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
  for (const side of ['receiver', 'sender'] as const) {
    const postcode = out[`${side}Postcode`]?.trim();
    if (!postcode || (out[`${side}Prov`]?.trim() && out[`${side}City`]?.trim())) continue;
    const places = await geography.lookup([{ postcode: postcode.length === 4 ? `0${postcode}` : postcode }]);
    const city = out[`${side}City`]?.trim().toLowerCase();
    const fitting = city ? places.filter((p) => p.city.toLowerCase() === city) : places;
    const towns = new Set(fitting.map((p) => `${p.prov}|${p.city}`));
    if (towns.size === 1) {
      out[`${side}Prov`] = fitting[0]!.prov;
      out[`${side}City`] = fitting[0]!.city;
    } else if (towns.size > 1) problems.push({ field: `${side}City`, key: 'importPlaceFromPostcode' });
    else problems.push({ field: `${side}Postcode`, key: side === 'receiver' ? 'receiverRegionNotFound' : 'senderRegionNotFound' });
  }
  return { cells: out, problems };
}
