import type { Page } from '@portal/shared/table-config';

/**
 * Spec 7: a list call's data is `{list, total}`, or the rows themselves. Anything else gives an
 * empty table (spec 8), flagged so the caller can log it.
 */
export function readListReply<Row>(data: unknown): Page<Row> & { malformed: boolean } {
  if (Array.isArray(data)) return { list: data as Row[], total: data.length, malformed: false };
  if (data !== null && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) {
    const { list, total, totalCapped } = data as { list: Row[]; total?: unknown; totalCapped?: unknown };
    const counted = typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : list.length;
    return totalCapped === true
      ? { list, total: counted, totalCapped: true, malformed: false }
      : { list, total: counted, malformed: false };
  }
  return { list: [], total: 0, malformed: true };
}
