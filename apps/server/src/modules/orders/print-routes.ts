import { DEFAULT_ZPL_DPI, LABEL_FORMATS, ZPL_DPIS } from '@portal/shared/labels';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { labelsToPrint } from './labels-to-print.ts';
import type { OrdersDeps } from './module.ts';
import { PRINT_LABEL_PAGES } from './pages.ts';
import { sendLabels } from './send-labels.ts';

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
    pages: PRINT_LABEL_PAGES,
    parameter: printOrderParameter,
    handler: async ({ scope, parameter, lang, reply }) => {
      const labels = await labelsToPrint(deps, scope, parameter.waybillNos, lang);
      return sendLabels(reply, app.log, scope, labels, parameter);
    },
  });
}
