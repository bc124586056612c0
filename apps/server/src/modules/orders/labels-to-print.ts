import { Code } from '@portal/shared/codes';
import { type Lang, type LocalNames, localizedName } from '@portal/shared/lang';
import { canPrint } from '@portal/shared/order';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { WaybillLabel } from '../labels/service.ts';
import type { OrdersDeps } from './module.ts';
import { countryNamesEn, ordersByWaybill, printingOpen } from './repository.ts';

const productName = (p: LocalNames | undefined, lang: Lang) => (p ? localizedName(p, lang) : '');

/**
 * The labels of the caller's waybills, a label per parcel ('2/3') in the order asked: what every
 * label format prints (PDF or ZPL), after the same checks. Only for customers whose grayscale switch
 * opens printing (spec 6 printCustomerCodes), only their own waybills, and only PENDING,
 * PUSAT_DISPATCH and DISPATCH orders (spec 4); each refusal names the waybill.
 */
export async function labelsToPrint(
  { db, pricing }: Pick<OrdersDeps, 'db' | 'pricing'>,
  scope: CustomerScope,
  waybillNos: string[],
  lang: Lang,
): Promise<WaybillLabel[]> {
  if (!(await printingOpen(db, scope))) throw new PortalError(Code.FORBIDDEN, 'printNotOpen');

  const wanted = [...new Set(waybillNos)];
  const rows = await ordersByWaybill(db, scope, wanted);
  const found = new Map(rows.map((o) => [o.waybillNo, o]));
  const missing = wanted.find((w) => !found.has(w));
  if (missing) throw new PortalError(Code.NOT_FOUND, 'recordNotFound', { waybillNo: missing });
  const blocked = rows.find((o) => !canPrint(o.status));
  if (blocked) throw new PortalError(Code.CONFLICT, 'orderNotPrintable', { waybillNo: blocked.waybillNo });

  const products = new Map((await pricing.products()).map((p) => [p.code, p]));
  const countryNames = await countryNamesEn(db);
  const printedAt = new Date();
  return wanted.flatMap((waybillNo) => {
    const o = found.get(waybillNo)!;
    return Array.from({ length: o.packageCount }, (_, i) => ({
      waybillNo,
      sender: {
        name: o.senderName,
        phone: o.senderTel,
        address: o.senderAddress,
        postcode: o.senderPostcode,
        city: o.senderCity,
        prov: o.senderProv,
        country: 'Malaysia',
      },
      receiver: {
        name: o.receiverName,
        phone: o.receiverTel,
        address: o.receiverAddress,
        postcode: o.receiverPostcode,
        city: o.receiverCity,
        prov: o.receiverProv,
        country: countryNames.get(o.receiverCountry) ?? o.receiverCountry,
      },
      sortCode: o.destination ? `${o.sortCode} ${o.destination.toUpperCase()}` : o.sortCode,
      product: o.expressType,
      productName: productName(products.get(o.expressType), lang),
      serveType: o.serveType,
      weightG: o.chargeableWeightG,
      piece: i + 1,
      pieces: o.packageCount,
      codSen: o.codSen,
      customerOrderNo: o.orderCode || null,
      goodsName: o.goodsName,
      remarks: o.remark || null,
      printedAt,
    }));
  });
}
