import type { ZplDpi } from '@portal/shared/labels';
import type { WaybillLabel } from './label-data.ts';
import { zplLabel } from './zpl-label.ts';

/** Labels written between two yields to the event loop, as the PDF draws them. */
const LABELS_PER_TURN = 20;

/**
 * A batch of waybill labels as ZPL II, one ^XA..^XZ format a label, yielded as each is written:
 * a client can send them on as they come. Stops when `signal` aborts (the browser went away).
 */
export async function* zplLabels(labels: WaybillLabel[], dpi: ZplDpi, opts: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
  if (labels.length === 0) throw new RangeError('zplLabels needs at least one label');
  for (let i = 0; i < labels.length; i++) {
    yield zplLabel(labels[i]!, dpi);
    if ((i + 1) % LABELS_PER_TURN === 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      opts.signal?.throwIfAborted();
    }
  }
}

/** One ZPL file for a batch, whole (tests, small batches). */
export async function renderZpl(labels: WaybillLabel[], dpi: ZplDpi): Promise<string> {
  let out = '';
  for await (const label of zplLabels(labels, dpi)) out += label;
  return out;
}
