import { readFile } from 'node:fs/promises';
import { Code } from '@portal/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('docs/api.md', () => {
  it('documents exactly the endpoints the server registers, at the path each is served', async () => {
    const doc = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^### (GET|POST) (\/\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
    const served = t.app.portal
      .endpoints()
      .map((e) => `${e.method} ${e.paths[0]}`)
      .sort();
    expect(documented).toEqual(served);
  });

  it('names the paths served without .do, as the spec does', async () => {
    const doc = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const bare = t.app.portal.endpoints().flatMap((e) => e.paths.filter((p) => p.startsWith('/api/') && !p.endsWith('.do')));
    // The spec's own list: the per-order DO calls, the download centre's two, the ledger's categories.
    expect(bare.sort()).toEqual([
      '/api/doinfoOrder/batchSave',
      '/api/doinfoOrder/cancelOrder',
      '/api/doinfoOrder/packingNumberBindingBatchSave',
      '/api/doinfoOrder/packingNumberBindingValidate',
      '/api/doinfoOrder/packingPrintValidateAndUpdate',
      '/api/export/cancel',
      '/api/export/saveExportTask',
      '/api/prepay/queryCategoryCode',
    ]);
    for (const path of bare) expect(doc).toContain(`Also served as \`POST ${path}\``);
  });
});

describe('the spec paths without .do', () => {
  it('serve /api/export/saveExportTask and /api/export/cancel as their .do paths do', async () => {
    const token = await t.sessionOf('demo');
    const post = async (url: string, parameter: object) =>
      (await t.app.inject({ method: 'POST', url, headers: { authtoken: token, lang: 'en' }, payload: { parameter } })).json();
    const saved = await post('/api/export/saveExportTask', {
      source: 'exportAddress',
      params: { addressType: '1' },
      columns: [{ fieldName: 'name', header: 'Name' }],
    });
    expect(saved).toMatchObject({ success: true, data: { mode: 'task' } });
    expect(await post('/api/export/cancel', { taskId: saved.data.taskId })).toMatchObject({ success: true });
    // The same call at its .do path now finds the task cancelled.
    expect(await post('/api/export/cancel.do', { taskId: saved.data.taskId })).toMatchObject({ code: Code.CONFLICT });
  });
});
