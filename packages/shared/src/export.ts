import { z } from 'zod';
import { LANGS } from './lang.ts';
import { singleLine } from './text.ts';

/** Spec 7 "Export": what the export dialog posts. */
const exportColumn = z.object({ fieldName: singleLine().min(1).max(100), header: singleLine().min(1).max(200) });
export type ExportColumnSpec = z.infer<typeof exportColumn>;
export const exportParameter = z.object({
  columns: z.array(exportColumn).min(1, { error: 'API_MSG_0073' }).max(100),
  /** The list's own filters, as its query posts them. */
  params: z.record(z.string(), z.unknown()).default({}),
  language: z.enum(LANGS).optional(),
  /** Selected rows: their export-key values, comma-joined (spec 7). Absent means the whole list. */
  ids: singleLine().max(200_000).optional(),
  /** How the result comes back: `file` streams it, `task` always goes to the download centre. */
  apiType: z.enum(['file', 'task']).optional(),
  fileName: singleLine().trim().max(100).optional(),
});
export type ExportParameter = z.infer<typeof exportParameter>;

/** Up to this many rows an export streams straight back; more become a download-centre task. */
export const DIRECT_EXPORT_MAX_ROWS = 5_000;

/** Spec 9: the default export file name is the Chinese word for "list". */
export const DEFAULT_EXPORT_NAME = '列表';

const EXPORT_TASK_STATES = ['WAITING', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type ExportTaskState = (typeof EXPORT_TASK_STATES)[number];

export interface ExportTask {
  id: string;
  name: string;
  state: ExportTaskState;
  /** 0 to 100. */
  progress: number;
  rows: number;
  size: number | null;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
}

/**
 * Spreadsheet formula injection in untyped text (CSV, TSV, a pasted table): a cell that starts with
 * = + - @ (or a tab or carriage return) would run as a formula in Excel, so it gets a leading
 * apostrophe (QUALITY.md). The xlsx files the portal writes need none: their texts are typed text
 * cells, which never run, and an apostrophe there would be part of the text the user sees.
 */
export function escapeCell(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Spec 7 signed requests: s = md5(parameters JSON + t + session id + visitor code). The md5 itself
 * is computed by each side with its own library; this is the one place the string is built.
 */
export const signatureBase = (parametersJson: string, t: number, sessionId: string, visitorCode: string): string =>
  `${parametersJson}${t}${sessionId}${visitorCode}`;

/** A signed download link is good for this long after its timestamp. */
export const SIGNED_URL_MAX_AGE_MS = 5 * 60_000;

/** `export/saveExportTask.do`: an export of the named list that always goes to the download centre. */
export const saveExportTaskParameter = exportParameter.extend({ source: singleLine().min(1).max(100) });

/** `export/cancel.do` and `export/deleteTask.do`. */
export const exportTaskParameter = z.object({ taskId: z.uuid() });

/** What an export call answers: fetch the file now (`direct`) or find it in the download centre (`task`). */
export interface ExportStarted {
  mode: 'direct' | 'task';
  taskId: string;
}

/** The signed download (spec 7): `?taskId&token&t&s&v`, v being the visitor code s was made with. */
export const EXPORT_DOWNLOAD_PATH = '/api/export/download.do';

/** The parameters JSON a download link signs (spec 7's "parameters JSON"). */
export const downloadSignedJson = (taskId: string): string => JSON.stringify({ taskId });
