import { Code } from '@portal/shared/codes';
import { DIRECT_EXPORT_MAX_ROWS, type ExportStarted, type ExportTask } from '@portal/shared/export';
import type { Lang } from '@portal/shared/lang';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { exportTasks, storedFiles } from '../../db/schema/index.ts';
import { registerExport } from './register-export.ts';
import {
  type Browser,
  browserOf,
  COLUMNS,
  download,
  FORMULA_TEXTS,
  generatedSource,
  orderNo,
  readSheet,
  refusalOf,
  refusingSource,
  signedQuery,
  TEST_ROWS,
  waitForTask,
} from './testing.ts';

let t: TestApp;
let demo: Browser;
let acme: Browser;
beforeAll(async () => {
  t = await startTestApp({
    extend: (deps) => {
      registerExport(deps, generatedSource('exportTestList'));
      registerExport(deps, generatedSource('exportMainOnly', 'main'));
      registerExport(deps, refusingSource);
    },
  });
  demo = await browserOf(t, 'demo');
  acme = await browserOf(t, 'acme');
});
afterAll(() => t.close());

const exportList = (browser: Browser, parameter: object, opts: { name?: string; lang?: Lang } = {}) =>
  call<ExportStarted>(t.app, opts.name ?? 'exportTestList', { columns: COLUMNS, ...parameter }, { token: browser.token, lang: opts.lang });

const saveTask = (browser: Browser, parameter: object, lang?: Lang) =>
  call<ExportStarted>(
    t.app,
    'export/saveExportTask',
    { source: 'exportTestList', columns: COLUMNS, ...parameter },
    { token: browser.token, lang },
  );

async function startedTask(reply: Promise<{ data?: ExportStarted }>): Promise<string> {
  const data = (await reply).data;
  if (!data) throw new Error('the export did not start');
  return data.taskId;
}

const listTasks = (browser: Browser, paging: object = {}) =>
  call<{ list: ExportTask[]; total: number }>(t.app, 'export/listTasks', paging, { token: browser.token });

const taskRow = async (taskId: string) => (await t.database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0];

/** Ages a task's creation, as if its link had been made long ago. */
const ageTask = (taskId: string, ms: number) =>
  t.database.db
    .update(exportTasks)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(exportTasks.id, taskId));

describe('a direct export', () => {
  it('answers direct for a small list, then the signed link streams the xlsx with the requested headers, order and values', async () => {
    expect(await exportList(demo, { params: { size: 30 } })).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Success',
      data: { mode: 'direct', taskId: expect.any(String) },
    });
    const taskId = await startedTask(exportList(demo, { params: { size: 30 } }));

    const res = await download(t, signedQuery(demo, taskId));
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="__.xlsx"; filename*=UTF-8''%E5%88%97%E8%A1%A8.xlsx`);
    const { rows, sheet } = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['备注', 'Order no.', 'Weight (g)', 'Created', 'Account']);
    expect(rows).toHaveLength(31);
    // Texts a spreadsheet would run as formulas are typed text cells, exactly as they were: never a
    // formula, and no apostrophe to see.
    const n = FORMULA_TEXTS.length;
    // (XML reads a carriage return in a text as a line feed: Excel shows it so too.)
    expect(rows.slice(1, n + 1).map((r) => r[0])).toEqual(FORMULA_TEXTS.map((text) => text.replace(/\r/g, '\n')));
    for (let row = 2; row <= n + 1; row++) {
      expect(sheet.getCell(`A${row}`).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(`A${row}`).formula).toBeUndefined();
    }
    // Numbers stay numbers; times are Excel dates in Malaysian time (stored 00:09 UTC, shown 08:09).
    expect(rows[n + 1]).toEqual([`remark ${n + 1}`, orderNo(n + 1), (n + 1) * 10, new Date(Date.UTC(2025, 0, 1, 8, n + 1)), 'demo']);
    expect(sheet.getCell(`D${n + 2}`).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const task = await taskRow(taskId);
    expect(task).toMatchObject({ mode: 'direct', state: 'DONE', rows: 30, progress: 100, fileId: null });
  });

  it('exports only the selected rows, by their export key, in list order', async () => {
    const ids = ` ${orderNo(7)},${orderNo(2)},,${orderNo(7)},ORD99999,nonsense `;
    const taskId = await startedTask(exportList(demo, { ids, columns: [{ fieldName: 'orderNo', header: 'No' }] }));
    const { rows } = await readSheet((await download(t, signedQuery(demo, taskId))).rawPayload);
    expect(rows).toEqual([['No'], ['ORD00002'], ['ORD00007']]);
    expect((await taskRow(taskId))?.request.ids).toEqual(['ORD00007', 'ORD00002', 'ORD99999', 'nonsense']);
  });

  it('writes a header-only file for an empty list, under the name asked for', async () => {
    const taskId = await startedTask(exportList(demo, { params: { size: 0 }, fileName: 'Waybills May' }));
    const res = await download(t, signedQuery(demo, taskId));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Waybills May.xlsx"; filename*=UTF-8''Waybills%20May.xlsx`);
    expect((await readSheet(res.rawPayload)).rows).toEqual([COLUMNS.map((c) => c.header)]);
  });

  it('writes a header that would run as a formula as text, and keeps path characters out of the file name', async () => {
    const taskId = await startedTask(
      exportList(demo, { params: { size: 1 }, fileName: '../etc/passwd', columns: [{ fieldName: 'orderNo', header: '=HYPERLINK("x")' }] }),
    );
    const res = await download(t, signedQuery(demo, taskId));
    expect(res.headers['content-disposition']).toContain('filename=".._etc_passwd.xlsx"');
    const { rows, sheet } = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['=HYPERLINK("x")']);
    expect(sheet.getCell('A1').type).toBe(ExcelJS.ValueType.String);
  });

  it('holds the rows of the account that asked', async () => {
    const taskId = await startedTask(exportList(acme, { params: { size: 2 }, columns: [{ fieldName: 'owner', header: 'Account' }] }));
    expect((await readSheet((await download(t, signedQuery(acme, taskId))).rawPayload)).rows).toEqual([['Account'], ['acme'], ['acme']]);
  });

  it('stays out of the download centre', async () => {
    const taskId = await startedTask(exportList(demo, { params: { size: 3 } }));
    expect((await listTasks(demo)).data?.list.map((x) => x.id)).not.toContain(taskId);
  });
});

describe('refused exports', () => {
  it('refuses bad filters with the list’s own message and writes nothing', async () => {
    const before = await t.database.db.$count(exportTasks);
    expect(await exportList(demo, {}, { name: 'exportRefusing', lang: 'en' })).toEqual(refused(Code.BAD_PARAMETER, 'Wrong date format'));
    expect(await exportList(demo, { params: { size: -1 } })).toEqual(refused(Code.BAD_PARAMETER, 'Invalid request parameter: size'));
    expect(await exportList(demo, { columns: [] }, { lang: 'zh' })).toEqual(refused(Code.BAD_PARAMETER, '请至少选择一列'));
    expect(await exportList(demo, { apiType: 'zip' })).toEqual(refused(Code.BAD_PARAMETER, 'Invalid request parameter: apiType'));
    expect(await t.database.db.$count(exportTasks)).toBe(before);
  });

  it('refuses an account type the list does not allow, on its endpoint and through the download centre', async () => {
    const ops = await browserOf(t, 'demo_ops');
    expect(await exportList(ops, {}, { name: 'exportMainOnly' })).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
    expect(await saveTask(ops, { source: 'exportMainOnly' })).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
    const admin = await browserOf(t, 'admin');
    expect(await exportList(admin, {})).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    expect(await saveTask(admin, {})).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    // The sub-account may use a list open to every customer account.
    expect((await exportList(ops, { params: { size: 1 } })).data?.mode).toBe('direct');
  });

  it('refuses an unknown list in the download centre', async () => {
    expect(await saveTask(demo, { source: 'exportNoSuchList' })).toEqual(refused(Code.NOT_FOUND, 'This function does not exist'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'exportTestList', { columns: COLUMNS })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'export/saveExportTask', { source: 'exportTestList', columns: COLUMNS })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'export/listTasks', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('a download-centre export', () => {
  it(`goes to the centre past ${DIRECT_EXPORT_MAX_ROWS} rows, runs to DONE with progress 100, and downloads the stored file`, async () => {
    const reply = await exportList(demo, {}, { lang: 'zh' });
    expect(reply).toEqual({
      success: true,
      code: Code.OK,
      desc: '导出成功，请前往下载中心查看',
      data: { mode: 'task', taskId: expect.any(String) },
    });
    const taskId = reply.data!.taskId;

    const done = await waitForTask(t, demo.token, taskId, ['DONE']);
    expect(done).toMatchObject({ name: '列表.xlsx', progress: 100, rows: TEST_ROWS, error: null, finishedAt: expect.any(String) });
    expect(done.size).toBeGreaterThan(100_000);

    const res = await download(t, signedQuery(demo, taskId));
    expect(res.rawPayload.length).toBe(done.size);
    const { rows } = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(TEST_ROWS + 1);
    expect(rows.at(-1)).toEqual([`remark ${TEST_ROWS}`, orderNo(TEST_ROWS), TEST_ROWS * 10, expect.any(Date), 'demo']);

    const file = (
      await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, (await taskRow(taskId))!.fileId!))
    )[0];
    const days = (file!.expiresAt!.getTime() - file!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('queues a small list too when asked for a task, and saveExportTask always does', async () => {
    const viaApiType = await exportList(demo, { params: { size: 5 }, apiType: 'task' });
    expect(viaApiType).toMatchObject({ desc: 'Export success, please check the download center', data: { mode: 'task' } });
    const viaCentre = await saveTask(demo, { params: { size: 5 }, fileName: 'Small' }, 'ml');
    expect(viaCentre).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Eksport berjaya, sila semak pusat muat turun',
      data: { mode: 'task', taskId: expect.any(String) },
    });
    const done = await waitForTask(t, demo.token, viaCentre.data!.taskId, ['DONE']);
    expect(done).toMatchObject({ name: 'Small.xlsx', rows: 5, progress: 100 });
    await waitForTask(t, demo.token, viaApiType.data!.taskId, ['DONE']);
  });

  it('says the file is not ready while the task waits or runs', async () => {
    const taskId = await startedTask(saveTask(demo, { params: { pageDelayMs: 300 } }));
    await waitForTask(t, demo.token, taskId, ['RUNNING']);
    expect(refusalOf(await download(t, signedQuery(demo, taskId)))).toEqual(
      refused(Code.CONFLICT, 'The file is not ready yet, please try again shortly'),
    );
    expect((await call(t.app, 'export/cancel', { taskId }, { token: demo.token })).success).toBe(true);
  });

  it('says when the stored file has expired', async () => {
    const taskId = await startedTask(saveTask(demo, { params: { size: 2 } }));
    await waitForTask(t, demo.token, taskId, ['DONE']);
    await t.database.db
      .update(storedFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storedFiles.id, (await taskRow(taskId))!.fileId!));
    expect(refusalOf(await download(t, signedQuery(demo, taskId), 'zh'))).toEqual(
      refused(Code.NOT_FOUND, '该文件已过保存期限，请重新导出'),
    );
  });

  it('records a failure with a short reason in the task language, not the internals', async () => {
    const taskId = await startedTask(saveTask(demo, { params: { failAfter: 2_000 } }, 'ml'));
    const failed = await waitForTask(t, demo.token, taskId, ['FAILED']);
    expect(failed).toMatchObject({ error: 'Eksport gagal, sila cuba lagi atau hubungi khidmat pelanggan', size: null });
    expect(refusalOf(await download(t, signedQuery(demo, taskId)))).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
  });
});

describe('export/listTasks', () => {
  it("lists the caller's own centre tasks, newest first, page by page", async () => {
    const mine = await listTasks(acme);
    const before = mine.data!.total;
    const first = await startedTask(saveTask(acme, { params: { size: 1 } }));
    const second = await startedTask(saveTask(acme, { params: { size: 1 } }));
    await waitForTask(t, acme.token, second, ['DONE']);
    const page = await listTasks(acme, { page: 1, pageSize: 1 });
    expect(page.data).toEqual({ list: [expect.objectContaining({ id: second })], total: before + 2 });
    expect((await listTasks(acme, { page: 2, pageSize: 1 })).data?.list[0]?.id).toBe(first);
    // demo's tasks never show to acme, and acme's never to demo.
    const demoIds = (await listTasks(demo, { pageSize: 100 })).data!.list.map((x) => x.id);
    expect(demoIds).not.toContain(first);
    expect(demoIds).not.toContain(second);
  });

  it('refuses paging outside its limits', async () => {
    expect(await listTasks(demo, { pageSize: 1000 })).toEqual(refused(Code.BAD_PARAMETER, 'Invalid request parameter: pageSize'));
  });
});

describe('export/cancel', () => {
  it('cancels a running task, which then stops and stores nothing, and a waiting one, which never runs', async () => {
    const running = await startedTask(saveTask(demo, { params: { pageDelayMs: 200 } }));
    await waitForTask(t, demo.token, running, ['RUNNING']);
    const waiting = await startedTask(saveTask(demo, { params: { size: 3 } }));
    expect((await listTasks(demo)).data?.list.find((x) => x.id === waiting)?.state).toBe('WAITING');

    expect(await call(t.app, 'export/cancel', { taskId: waiting }, { token: demo.token })).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Success',
      data: null,
    });
    expect((await call(t.app, 'export/cancel', { taskId: running }, { token: demo.token })).success).toBe(true);

    // Give the runner time to reach its next page and see the cancel.
    await new Promise((r) => setTimeout(r, 600));
    for (const id of [running, waiting]) expect(await taskRow(id)).toMatchObject({ state: 'CANCELLED', fileId: null });
  });

  it('refuses a finished task with 409, and another user’s or an unknown one with 404', async () => {
    const taskId = await startedTask(saveTask(demo, { params: { size: 1 } }));
    await waitForTask(t, demo.token, taskId, ['DONE']);
    expect(await call(t.app, 'export/cancel', { taskId }, { token: demo.token })).toEqual(
      refused(Code.CONFLICT, 'This export has already finished and cannot be cancelled'),
    );
    const running = await startedTask(saveTask(demo, { params: { pageDelayMs: 200 } }));
    expect(await call(t.app, 'export/cancel', { taskId: running }, { token: acme.token })).toEqual(
      refused(Code.NOT_FOUND, 'Record not found'),
    );
    expect((await taskRow(running))?.state).not.toBe('CANCELLED');
    expect((await call(t.app, 'export/cancel', { taskId: running }, { token: demo.token })).success).toBe(true);
    expect(await call(t.app, 'export/cancel', { taskId: crypto.randomUUID() }, { token: demo.token })).toEqual(
      refused(Code.NOT_FOUND, 'Record not found'),
    );
    expect(await call(t.app, 'export/cancel', { taskId: "1' or '1'='1" }, { token: demo.token })).toEqual(
      refused(Code.BAD_PARAMETER, 'Invalid request parameter: taskId'),
    );
  });

  it('does not cancel a direct export (it is not a centre task)', async () => {
    const taskId = await startedTask(exportList(demo, { params: { size: 1 } }));
    expect(await call(t.app, 'export/cancel', { taskId }, { token: demo.token })).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
  });
});

describe('export/deleteTask', () => {
  it('deletes a finished task and its file', async () => {
    const taskId = await startedTask(saveTask(demo, { params: { size: 2 } }));
    await waitForTask(t, demo.token, taskId, ['DONE']);
    const fileId = (await taskRow(taskId))!.fileId!;
    expect(await call(t.app, 'export/deleteTask', { taskId }, { token: demo.token, lang: 'zh' })).toEqual({
      success: true,
      code: Code.OK,
      desc: '删除成功',
      data: null,
    });
    expect(await taskRow(taskId)).toBeUndefined();
    expect(await t.database.db.$count(storedFiles, eq(storedFiles.id, fileId))).toBe(0);
    expect((await listTasks(demo, { pageSize: 100 })).data!.list.map((x) => x.id)).not.toContain(taskId);
  });

  it('refuses a running task with 409 and another user’s with 404, leaving both', async () => {
    const running = await startedTask(saveTask(demo, { params: { pageDelayMs: 200 } }));
    await waitForTask(t, demo.token, running, ['RUNNING']);
    expect(await call(t.app, 'export/deleteTask', { taskId: running }, { token: demo.token })).toEqual(
      refused(Code.CONFLICT, 'This export is still in progress, please cancel it first'),
    );
    await call(t.app, 'export/cancel', { taskId: running }, { token: demo.token });
    expect(await call(t.app, 'export/deleteTask', { taskId: running }, { token: acme.token })).toEqual(
      refused(Code.NOT_FOUND, 'Record not found'),
    );
    expect(await taskRow(running)).toBeDefined();
    // Once cancelled, its owner may delete it.
    expect((await call(t.app, 'export/deleteTask', { taskId: running }, { token: demo.token })).success).toBe(true);
  });
});

describe('the signed download link', () => {
  let directTask: string;
  beforeAll(async () => {
    directTask = await startedTask(exportList(demo, { params: { size: 3 } }));
  });
  const expired = (lang: Lang = 'en') =>
    refused(Code.FORBIDDEN, lang === 'zh' ? '下载链接已失效，请重新下载' : 'The download link has expired, please download again');

  it('refuses a wrong signature', async () => {
    expect(refusalOf(await download(t, signedQuery(demo, directTask, { s: 'f'.repeat(32) }), 'zh'))).toEqual(expired('zh'));
    expect(refusalOf(await download(t, signedQuery(demo, directTask, { s: 'not-md5' })))).toEqual(expired());
    // The signature covers the task: one made for another task does not open this one.
    const other = signedQuery(demo, crypto.randomUUID());
    expect(refusalOf(await download(t, { ...signedQuery(demo, directTask), s: other.s }))).toEqual(expired());
    // Nor does one made in another tab (another visitor code).
    expect(refusalOf(await download(t, { ...signedQuery(demo, directTask), v: 'another-tab' }))).toEqual(expired());
  });

  it('refuses a stale timestamp and one too far ahead, even correctly signed', async () => {
    expect(refusalOf(await download(t, signedQuery(demo, directTask, { t: Date.now() - 6 * 60_000 })))).toEqual(expired());
    expect(refusalOf(await download(t, signedQuery(demo, directTask, { t: Date.now() + 3 * 60_000 })))).toEqual(expired());
    expect(refusalOf(await download(t, { ...signedQuery(demo, directTask), t: 'soon' }))).toEqual(expired());
  });

  it('refuses a link without every part', async () => {
    const { token: _token, ...withoutToken } = signedQuery(demo, directTask);
    expect(refusalOf(await download(t, withoutToken))).toEqual(expired());
    expect(refusalOf(await download(t, {}))).toEqual(expired());
  });

  it("refuses another user's token on a link signed for this one", async () => {
    expect(refusalOf(await download(t, signedQuery(demo, directTask, { token: acme.token })))).toEqual(expired());
  });

  it("refuses another user's task, even correctly signed by that user", async () => {
    expect(refusalOf(await download(t, signedQuery(acme, directTask)))).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
  });

  it('refuses a garbage or unknown task id', async () => {
    for (const taskId of ['garbage', "1' or 1=1 --", crypto.randomUUID(), '']) {
      expect(refusalOf(await download(t, signedQuery(demo, taskId)))).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    }
  });

  it('refuses the token of a session that has ended', async () => {
    const leaving = await browserOf(t, 'acme', true);
    const taskId = await startedTask(exportList(leaving, { params: { size: 1 } }));
    const link = signedQuery(leaving, taskId);
    await call(t.app, 'logout', {}, { token: leaving.token });
    expect(refusalOf(await download(t, link))).toEqual(expired());
  });

  it('refuses a direct export once its link would have expired', async () => {
    await ageTask(directTask, 6 * 60_000);
    expect(refusalOf(await download(t, signedQuery(demo, directTask)))).toEqual(expired());
  });
});
