import { Code } from '@portal/shared/codes';
import { type Lang, type LocalNames, localizedName } from '@portal/shared/lang';
import { canPrint } from '@portal/shared/order';
import { singleLine } from '@portal/shared/text';
import { malaysiaDate } from '@portal/shared/time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countries } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { contentDisposition } from '../exports/service.ts';
import type { WaybillLabel } from '../labels/service.ts';
import { pageCount, streamLabels } from '../labels/service.ts';
import type { OrdersDeps } from './module.ts';
import { ordersByWaybill, printingOpen } from './repository.ts';

/** At most this many waybills in one PDF: 1,000 labels take a few seconds to draw. */
export const PRINT_BATCH_MAX = 1000;

export const printOrderParameter = z.object({
  waybillNos: z
    .array(singleLine().trim().min(1).max(20), { error: 'selectAtLeastOneOrder' })
    .min(1, { error: 'selectAtLeastOneOrder' })
    .max(PRINT_BATCH_MAX, { error: 'printBatchTooLarge' }),
  format: z.enum(['thermal', 'a4']).default('thermal'),
});

const productName = (p: LocalNames | undefined, lang: Lang) => (p ? localizedName(p, lang) : '');

/**
 * printOrder.do: the labels of the caller's waybills in one PDF, 100 x 150 mm (one a page) or A4
 * (four a page), a label per parcel ('2/3'). Only PENDING, PUSAT_DISPATCH and DISPATCH orders print
 * (spec 4), and only for customers whose grayscale switch opens printing (spec 6 printCustomerCodes).
 */
export function printRoutes(app: FastifyInstance, { db, pricing }: OrdersDeps): void {
  app.portal.endpoint({
    name: 'printOrder',
    access: 'customer',
    pages: ['orderManage', 'normalOrder', 'mangeWaybill'],
    parameter: printOrderParameter,
    handler: async ({ scope, parameter, lang, reply }) => {
      if (!(await printingOpen(db, scope))) throw new PortalError(Code.FORBIDDEN, 'printNotOpen');

      const wanted = [...new Set(parameter.waybillNos)];
      const rows = await ordersByWaybill(db, scope, wanted);
      const found = new Map(rows.map((o) => [o.waybillNo, o]));
      const missing = wanted.find((w) => !found.has(w));
      if (missing) throw new PortalError(Code.NOT_FOUND, 'recordNotFound', { waybillNo: missing });
      const blocked = rows.find((o) => !canPrint(o.status));
      if (blocked) throw new PortalError(Code.CONFLICT, 'orderNotPrintable', { waybillNo: blocked.waybillNo });

      const products = new Map((await pricing.products()).map((p) => [p.code, p]));
      const countryNames = new Map(
        (await db.select({ code: countries.code, en: countries.nameEn }).from(countries)).map((c) => [c.code, c.en]),
      );
      const printedAt = new Date();
      // In the order asked for, a label per parcel.
      const labels: WaybillLabel[] = wanted.flatMap((waybillNo) => {
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
      // The PDF goes out as it is drawn; the browser counts pages against x-page-count for its progress bar.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const { pdf, drawn } = streamLabels(labels, parameter.format, { signal: gone.signal });
      drawn.then(
        () =>
          app.log.info({ event: 'order.print', userId: scope.userId, waybills: wanted.length, labels: labels.length }, 'labels printed'),
        (err: unknown) => {
          if (!gone.signal.aborted) app.log.error({ err, userId: scope.userId }, 'label drawing failed');
          pdf.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return (
        reply
          .header('content-type', 'application/pdf')
          // Named by the Malaysian day it was printed: 01:30 on the 26th in Kuala Lumpur is still the 25th in UTC.
          .header('content-disposition', contentDisposition(`waybills-${malaysiaDate(0, printedAt)}.pdf`))
          .header('cache-control', 'no-store')
          .header('x-label-count', String(labels.length))
          .header('x-page-count', String(pageCount(labels.length, parameter.format)))
          .send(pdf)
      );
    },
  });
}
