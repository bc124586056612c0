import { createHash } from 'node:crypto';
import { Code } from '@portal/shared/codes';
import { downloadSignedJson, EXPORT_DOWNLOAD_PATH, type ExportTask, signatureBase } from '@portal/shared/export';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { call, login, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { PortalError } from '../../lib/errors.ts';
import { validationError } from '../../plugins/portal.ts';
import type { ExportSource } from './export-sources.ts';

/** Test support for the export module: a list source of generated rows, and the calls a browser makes. */

export const TEST_ROWS = 12_345;
const FIRST_DAY = Date.UTC(2025, 0, 1);
/** The first rows carry the texts a spreadsheet would run as formulas if they were not typed text. */
export const FORMULA_TEXTS = ['=1+2', '+x', '-x', '@x', '\t=1+1', '\r=1+1', '=HYPERLINK("http://x","y")', "'=already"];

export const orderNo = (n: number) => `ORD${String(n).padStart(5, '0')}`;

const testParams = z.object({
  /** How many rows the list has. */
  size: z.number().int().min(0).max(TEST_ROWS).default(TEST_ROWS),
  /** Milliseconds each page takes, so a test can catch a task while it runs. */
  pageDelayMs: z.number().int().min(0).max(5_000).default(0),
  /** Fails when asked for the page after this row: a broken source. */
  failAfter: z.number().int().min(0).optional(),
});

/**
 * A list of `size` generated orders of the caller's customer, keyed by `id`, as a list module would
 * declare it. Each row names the account that asked, so a test sees whose rows an export holds.
 */
export function generatedSource(name: string, access: ExportSource['access'] = 'customer'): ExportSource {
  const rowOf = (n: number, loginCode: string) => ({
    id: n,
    orderNo: orderNo(n),
    owner: loginCode,
    weightGrams: n * 10,
    createdAt: new Date(FIRST_DAY + n * 60_000),
    remark: FORMULA_TEXTS[n - 1] ?? `remark ${n}`,
  });
  /** The row numbers the selected export keys name; unknown keys are ignored, as a list would. */
  const chosen = (size: number, ids: string[] | null) =>
    ids?.flatMap((id) => {
      const n = Number(id.replace(/^ORD/, ''));
      return id === orderNo(n) && n >= 1 && n <= size ? [n] : [];
    }) ?? null;
  return {
    name,
    access,
    ...(access === 'customer' ? { open: 'a list made up for the export tests' } : {}),
    parseParams: (params) => {
      const parsed = testParams.safeParse(params);
      if (!parsed.success) throw validationError(parsed.error);
      return parsed.data;
    },
    count: async (_db, _caller, query) => {
      const { size } = testParams.parse(query.params);
      return chosen(size, query.ids)?.length ?? size;
    },
    rows: async (_db, caller, query, { afterKey, limit }) => {
      const { size, pageDelayMs, failAfter } = testParams.parse(query.params);
      const after = Number(afterKey ?? 0);
      if (failAfter !== undefined && after >= failAfter) throw new Error('the list broke');
      if (pageDelayMs) await new Promise((r) => setTimeout(r, pageDelayMs));
      const ids = chosen(size, query.ids)?.sort((a, b) => a - b);
      const keys = ids ? ids.filter((n) => n > after).slice(0, limit) : range(after + 1, Math.min(size, after + limit));
      return keys.map((n) => rowOf(n, caller.loginCode));
    },
    key: (row) => row.id as number,
  };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** A source whose filters are always refused, as a list refuses a bad date range. */
export const refusingSource: ExportSource = {
  ...generatedSource('exportRefusing'),
  parseParams: () => {
    throw new PortalError(Code.BAD_PARAMETER, 'dateFormatError');
  },
};

export const COLUMNS = [
  { fieldName: 'remark', header: '备注' },
  { fieldName: 'orderNo', header: 'Order no.' },
  { fieldName: 'weightGrams', header: 'Weight (g)' },
  { fieldName: 'createdAt', header: 'Created' },
  { fieldName: 'owner', header: 'Account' },
];

/** What a logged-in browser holds: the token, the session id and this tab's visitor code. */
export interface Browser {
  token: string;
  sessionId: string;
  visitorCode: string;
}

/** The browser of the file's shared session of this account, or of a session of its own (`fresh`). */
export async function browserOf(t: TestApp, loginCode: string, fresh = false): Promise<Browser> {
  const token = fresh ? await login(t.app, loginCode) : await t.sessionOf(loginCode);
  const info = await call<{ sessionId: string }>(t.app, 'getUserInfo', {}, { token });
  return { token, sessionId: info.data!.sessionId, visitorCode: `tab-${loginCode}` };
}

/** The signed link of spec 7, as the web app builds it; `overrides` forge or age its parts. */
export function signedQuery(browser: Browser, taskId: string, overrides: { t?: number; s?: string; token?: string } = {}) {
  const t = overrides.t ?? Date.now();
  const s = createHash('md5')
    .update(signatureBase(downloadSignedJson(taskId), t, browser.sessionId, browser.visitorCode))
    .digest('hex');
  return { taskId, token: overrides.token ?? browser.token, t: String(t), s: overrides.s ?? s, v: browser.visitorCode };
}

export async function download(t: TestApp, query: Record<string, string>, lang = 'en'): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: 'GET', url: EXPORT_DOWNLOAD_PATH, query, headers: { lang } });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from the download: ${res.body}`);
  return res;
}

/** The refusal a download answered with (it must be the JSON envelope, not a file). */
export function refusalOf(res: LightMyRequestResponse): { success: boolean; code: number; desc: string } {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

/** The workbook's first sheet as rows of values, header first. */
export async function readSheet(body: Buffer): Promise<{ rows: unknown[][]; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type, which Node's Buffer does not match by name only.
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { rows, sheet };
}

/** Polls the download centre until the task reaches one of the states. */
export async function waitForTask(
  t: TestApp,
  token: string,
  taskId: string,
  states: ExportTask['state'][],
  timeoutMs = 20_000,
): Promise<ExportTask> {
  const reached = (task: ExportTask | undefined) => !!task && states.includes(task.state);
  const task = await pollUntil<ExportTask | undefined>(
    async () =>
      (await call<{ list: ExportTask[] }>(t.app, 'export/listTasks', { pageSize: 100 }, { token })).data?.list.find((x) => x.id === taskId),
    reached,
    { withinMs: timeoutMs, everyMs: 50 },
  );
  if (!task || !reached(task)) throw new Error(`task ${taskId} is ${task?.state ?? 'missing'}, not ${states.join('/')}`);
  return task;
}
