import { Readable } from 'node:stream';
import type { LabelFormat, ZplDpi } from '@portal/shared/labels';
import { malaysiaDate } from '@portal/shared/time';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { CustomerScope } from '../../lib/scope.ts';
import { contentDisposition } from '../exports/service.ts';
import { pageCount, streamLabels, type WaybillLabel, zplLabels } from '../labels/service.ts';

/**
 * Sends labels as they are drawn (printOrder.do, the open API's labels): a PDF of 100 x 150 mm or A4 pages, or
 * ZPL II, with the page count ahead for a progress bar; drawing stops if the caller goes away.
 */
export function sendLabels(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  scope: CustomerScope,
  labels: WaybillLabel[],
  options: { format: LabelFormat; dpi: ZplDpi; waybillNos: readonly string[] },
) {
  // Every check is done: the file goes out as it is drawn, and stops being drawn if the browser goes away.
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  const printed = () =>
    log.info(
      {
        event: 'order.print',
        userId: scope.userId,
        format: options.format,
        waybills: new Set(options.waybillNos).size,
        labels: labels.length,
      },
      'labels printed',
    );
  const failed = (err: unknown) => {
    if (!gone.signal.aborted) log.error({ err, userId: scope.userId }, 'label drawing failed');
  };
  // Named by the Malaysian day it was printed: 01:30 on the 26th in Kuala Lumpur is still the 25th in UTC.
  const day = malaysiaDate(0, labels[0]!.printedAt);
  reply.header('cache-control', 'no-store').header('x-label-count', String(labels.length));

  if (options.format === 'zpl') {
    const zpl = Readable.from(zplLabels(labels, options.dpi, { signal: gone.signal }));
    zpl.once('end', printed).once('error', failed);
    // The browser counts ^XZ as the labels arrive, against x-page-count: a label is a ZPL format.
    return reply
      .header('content-type', 'application/zpl; charset=utf-8')
      .header('content-disposition', contentDisposition(`waybills-${day}.zpl`))
      .header('x-page-count', String(labels.length))
      .send(zpl);
  }

  const { pdf, drawn } = streamLabels(labels, options.format, { signal: gone.signal });
  drawn.then(printed, (err: unknown) => {
    failed(err);
    pdf.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  // The browser counts pages against x-page-count for its progress bar.
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`waybills-${day}.pdf`))
    .header('x-page-count', String(pageCount(labels.length, options.format)))
    .send(pdf);
}
