import type { ExportColumnSpec } from '@portal/shared/export';
import type { Lang } from '@portal/shared/lang';

export interface ExportRequest {
  /** The list's export call (`exportOrders`, `exportUserList`...). */
  exportApi: string;
  columns: ExportColumnSpec[];
  /** The list's filters, as its query posts them. */
  params: Record<string, unknown>;
  fileName?: string;
  /** Only these rows: their export-key values, sent comma-joined under the list's id key (spec 7). */
  selected?: { keys: readonly (string | number)[]; idKey: string };
}

/** Spec 7 "Export": columns (fieldName, header), the list params, the language and, for selected rows, the ids. */
export function exportPayload(request: ExportRequest, language: Lang): Record<string, unknown> {
  const { columns, params, fileName, selected } = request;
  return {
    columns,
    params,
    language,
    ...(fileName ? { fileName } : {}),
    ...(selected ? { [selected.idKey]: selected.keys.join(',') } : {}),
  };
}
