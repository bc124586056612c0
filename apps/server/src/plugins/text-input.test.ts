// What a caller types reaches the handlers only as text the database can hold, and every refusal
// reads as a sentence: a NUL (or another control character) in any string of any endpoint is
// refused with a message naming the field (once 500 on 23 endpoints, with the stack and the SQL
// parameters in the log), and no validation reply shows a raw {{placeholder}}.
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../test/files.ts';
import { call, callEndpoint, freshIp, startTestApp, type TestApp } from '../../test/helpers.ts';
import { receiverEntry } from '../modules/addresses/testing.ts';
import { domesticOrder, internationalOrder } from '../modules/orders/testing.ts';
import type { EndpointInfo } from './portal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

/** A parameter each rule of these calls accepts, so the one bad field is what decides the reply. */
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  insertOrder: () => domesticOrder(),
  getFreight: () => domesticOrder(),
  insertInternationalOrder: () => internationalOrder(),
  validInternationalOrder: () => internationalOrder(),
  getInternationalFreight: () => internationalOrder(),
  save: () => ({ ...receiverEntry, addressType: '1' }),
  queryList: () => ({ addressType: '1' }),
  list: () => ({ addressType: '1' }),
  saveI18n: () => ({ key: 'common:nulProbe', zh: '中', en: 'en', ml: 'ml' }),
};

async function tokenFor(e: EndpointInfo): Promise<string | undefined> {
  if (e.access === 'public') return undefined;
  return t.sessionOf(e.access === 'admin' ? 'admin' : 'demo');
}

/** Sends `value` in each top-level field of every endpoint (one field at a time) and collects what answered badly. */
async function walk(value: unknown, bad: (reply: { code: number; desc: string; success?: boolean }) => boolean, lang: Lang = 'en') {
  const wrong: string[] = [];
  for (const e of t.app.portal.endpoints()) {
    if (e.upload) continue; // the upload's parameter travels in a multipart field: see below
    for (const key of e.parameterKeys) {
      const parameter = { ...(SAMPLES[e.name]?.() ?? {}), [key]: value };
      const reply = await callEndpoint(t.app, e, parameter, { token: await tokenFor(e), lang, ip: freshIp() });
      if (bad(reply)) wrong.push(`${e.name}.${key}: ${reply.code} ${reply.desc}`);
    }
  }
  return wrong;
}

describe('control characters in what a caller sends', () => {
  it('refuses a NUL in any string field of any endpoint, never with a 500', async () => {
    const wrong = await walk(NUL, (r) => r.code === Code.SERVER_ERROR || r.code !== Code.BAD_PARAMETER);
    expect(wrong).toEqual([]);
  });

  it('names the field in the three languages: insertOrder receiverName, queryList keyword', async () => {
    const demo = await t.sessionOf('demo');
    const order = await call(t.app, 'insertOrder', domesticOrder({ receiverName: NUL }), { token: demo });
    expect(order).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(order.desc).toBe('receiverName contains a control character (such as NUL) that is not allowed: remove it and try again');
    const zh = await call(t.app, 'queryList', { addressType: '1', keyword: NUL }, { token: demo, lang: 'zh' });
    expect(zh.desc).toBe('keyword 含有不允许的控制字符（如 NUL），请删除后重试');
    const ml = await call(t.app, 'queryList', { addressType: '1', keyword: NUL }, { token: demo, lang: 'ml' });
    expect(ml.desc).toBe('keyword mengandungi aksara kawalan (seperti NUL) yang tidak dibenarkan: buang dan cuba lagi');
  });

  it('refuses a NUL nested deep, in a key, in the query of a GET and in the token', async () => {
    const admin = await t.sessionOf('admin');
    const nested = await call(
      t.app,
      'importTableList',
      { configs: [{ tabKey: 'x', name: 'y', tabValue: { columns: [{ label: NUL }] } }] },
      { token: admin },
    );
    expect(nested).toMatchObject({ code: Code.BAD_PARAMETER });
    expect(nested.desc).toContain('configs.0.tabValue.columns.0.label');
    const key = await call(t.app, 'getOrders', { [NUL]: 1 }, { token: await t.sessionOf('demo') });
    expect(key.code).toBe(Code.BAD_PARAMETER);
    const get = await call(t.app, 'getQrLoginInfo', { qrUuid: NUL }, { method: 'GET' });
    expect(get.code).toBe(Code.BAD_PARAMETER);
    const token = await call(t.app, 'getUserInfo', {}, { token: NUL, tokenInBody: true });
    expect(token.code).toBe(Code.BAD_PARAMETER);
    const download = await t.app.inject({ method: 'GET', url: '/api/export/download.do?taskId=a%00b&token=x&t=1&s=1&v=1' });
    expect(download.json()).toMatchObject({ code: Code.BAD_PARAMETER });
  });

  it('keeps line breaks where text spans lines (a remark, an address) and refuses them in a name', async () => {
    const demo = await t.sessionOf('demo');
    const remark = await call(
      t.app,
      'getFreight',
      domesticOrder({ remark: 'Leave at\nthe guard\thouse', receiverAddress: 'No. 8,\r\nJalan Bukit Bintang' }),
      {
        token: demo,
      },
    );
    expect(remark.success).toBe(true);
    const name = await call(t.app, 'getFreight', domesticOrder({ receiverName: 'Siti\nNurhaliza' }), { token: demo });
    expect(name).toMatchObject({ code: Code.BAD_PARAMETER });
    expect(name.desc).toContain('receiverName contains a control character');
    const bell = await call(t.app, 'getFreight', domesticOrder({ remark: 'ring \u0007' }), { token: demo });
    expect(bell.desc).toContain('remark contains a control character');
  });

  it('refuses a NUL in the parameter of an upload', async () => {
    const demo = await t.sessionOf('demo');
    const boundary = 'nulprobe';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="parameter"',
      '',
      JSON.stringify({ addressType: NUL }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.xlsx"',
      'Content-Type: application/octet-stream',
      '',
      'PK',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/importAddress.do',
      headers: { authtoken: demo, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(res.json().desc).toContain('addressType contains a control character');
  });
});

describe('bidi controls in what a caller sends', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it('drops them from an uploaded file name: "invoice<RLO>gnp.exe.png" is shown as what it is', async () => {
    const demo = await t.sessionOf('demo');
    const sent = await upload<{ id: string; displayName: string }>(
      t.app,
      'uploadFile',
      { name: 'invoice\u202Egnp.exe.png', data: png },
      { token: demo, lang: 'en' },
    );
    expect(sent.data?.displayName).toBe('invoicegnp.exe.png');
    const listed = await call<{ id: string; displayName: string }[]>(t.app, 'getAccessoryList', {}, { token: demo });
    expect(listed.data!.find((a) => a.id === sent.data!.id)?.displayName).toBe('invoicegnp.exe.png');
  });

  it('drops them from every string of a parameter before any schema reads it', async () => {
    const demo = await t.sessionOf('demo');
    const sent = await upload<{ id: string }>(t.app, 'uploadFile', { name: 'a.png', data: png }, { token: demo, lang: 'en' });
    const renamed = await call<{ remark: string }>(
      t.app,
      'updAccessory',
      { id: sent.data!.id, remark: '\u202Efdp.exe\u202C October \u2067statement\u2069' },
      { token: demo },
    );
    expect(renamed.data?.remark).toBe('fdp.exe October statement');
  });
});

describe('validation replies read as sentences', () => {
  it('never shows a {{placeholder}}: a value no rule expects in every field of every endpoint', async () => {
    const wrong = await walk('no-such-value', (r) => r.code === Code.SERVER_ERROR || r.desc.includes('{{'));
    expect(wrong).toEqual([]);
  });

  it.each(['zh', 'en', 'ml'] as const)('names the field of a bad enum value (%s)', async (lang) => {
    const demo = await t.sessionOf('demo');
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['getOrderPlainText', { billCode: 'EZ0000000001', queryType: 'bogus' }, 'queryType'],
      ['getOrders', { status: 'bogus' }, 'status'],
      ['queryList', { addressType: 'bogus' }, 'addressType'],
      ['printOrder', { waybillNos: ['EZ1'], format: 'bogus' }, 'format'],
      ['insertOrder', domesticOrder({ clientRequestId: '!' }), 'clientRequestId'],
    ];
    for (const [name, parameter, field] of cases) {
      const reply = await call(t.app, name, parameter, { token: demo, lang });
      expect(reply.code, name).toBe(Code.BAD_PARAMETER);
      expect(reply.desc, name).not.toContain('{{');
      if (name === 'getOrderPlainText') expect(reply.desc).toContain(field);
    }
  });
});
