/**
 * Spec 5 and 9 "Excel import": xls or xlsx, under 1 MB, at most 1000 rows. Both ends apply these:
 * the web before it sends a file, the server again before it reads one.
 */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;
/** What the file picker offers and the server accepts by name; the content is checked apart. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls'] as const;

export const hasImportExtension = (fileName: string): boolean => {
  const lower = fileName.toLowerCase();
  return IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext));
};

/** A bad row of an import: its row number as Excel shows it, the column, the problem in the caller's language. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
  /** The cell as Excel names it (`C5`), where the import knows it. */
  cell?: string;
}

/**
 * Undoes the formula escape (`escapeCell` in export.ts) that files the portal wrote before its xlsx
 * texts became typed text cells carry: a text Excel would run as a formula had a leading apostrophe,
 * and reads back without it. (In Excel a typed apostrophe is a prefix, never part of the text, so
 * nothing else starts so.)
 */
export const unescapeCell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
