import { Readable } from 'node:stream';
import { DEFAULT_ZPL_DPI, LABEL_FORMATS, ZPL_DPIS } from '@portal/shared/labels';
import { singleLine } from '@portal/shared/text';
import { malaysiaDate } from '@portal/shared/time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../exports/service.ts';
import { pageCount, streamLabels, zplLabels } from '../labels/service.ts';
import { labelsToPrint } from './labels-to-print.ts';
import type { OrdersDeps } from './module.ts';

/** At most this many waybills in one file: 1,000 labels take a few seconds to draw. */
const PRINT_BATCH_MAX = 1000;

const printOrderParameter = z.object({
  waybillNos: z
    .array(singleLine().trim().min(1).max(20), { error: 'selectAtLeastOneOrder' })
    .min(1, { error: 'selectAtLeastOneOrder' })
    .max(PRINT_BATCH_MAX, { error: 'printBatchTooLarge' }),
  format: z.enum(LABEL_FORMATS).default('thermal'),
  /** The thermal printer's resolution, for ZPL (whose positions are in the printer's dots). */
  dpi: z.literal(ZPL_DPIS).default(DEFAULT_ZPL_DPI),
});

/**
 * printOrder.do: the labels of the caller's waybills (labels-to-print.ts: its checks, a label per
 * parcel) in one file: a PDF of 100 x 150 mm pages or of A4 pages (four a page), or ZPL II for a
 * thermal printer, one ^XA..^XZ format a label, that goes to the printer's raw queue with no dialog.
 */
export function printRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  app.portal.endpoint({
    name: 'printOrder',
    access: 'customer',
    pages: ['orderManage', 'normalOrder', 'mangeWaybill'],
    parameter: printOrderParameter,
    handler: async ({ scope, parameter, lang, reply }) => {
      const labels = await labelsToPrint(deps, scope, parameter.waybillNos, lang);
      // Every check is done: the file goes out as it is drawn, and stops being drawn if the browser goes away.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const printed = () =>
        app.log.info(
          {
            event: 'order.print',
            userId: scope.userId,
            format: parameter.format,
            waybills: new Set(parameter.waybillNos).size,
            labels: labels.length,
          },
          'labels printed',
        );
      const failed = (err: unknown) => {
        if (!gone.signal.aborted) app.log.error({ err, userId: scope.userId }, 'label drawing failed');
      };
      // Named by the Malaysian day it was printed: 01:30 on the 26th in Kuala Lumpur is still the 25th in UTC.
      const day = malaysiaDate(0, labels[0]!.printedAt);
      reply.header('cache-control', 'no-store').header('x-label-count', String(labels.length));

      if (parameter.format === 'zpl') {
        const zpl = Readable.from(zplLabels(labels, parameter.dpi, { signal: gone.signal }));
        zpl.once('end', printed).once('error', failed);
        // The browser counts ^XZ as the labels arrive, against x-page-count: a label is a ZPL format.
        return reply
          .header('content-type', 'application/zpl; charset=utf-8')
          .header('content-disposition', contentDisposition(`waybills-${day}.zpl`))
          .header('x-page-count', String(labels.length))
          .send(zpl);
      }

      const { pdf, drawn } = streamLabels(labels, parameter.format, { signal: gone.signal });
      drawn.then(printed, (err: unknown) => {
        failed(err);
        pdf.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      // The browser counts pages against x-page-count for its progress bar.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`waybills-${day}.pdf`))
        .header('x-page-count', String(pageCount(labels.length, parameter.format)))
        .send(pdf);
    },
  });
}
