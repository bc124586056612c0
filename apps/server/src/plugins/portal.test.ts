import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { translate } from '@portal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../test/helpers.ts';
import { envelope, successHead } from './portal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the portal contract', () => {
  it('answers an unknown endpoint with code 404 at HTTP 200, in the request language', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/noSuchThing.do', headers: { lang: 'en' }, payload: {} });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ success: false, code: 404, desc: 'This function does not exist', data: null });
    const zh = await call(t.app, 'noSuchThing', {}, { lang: 'zh' });
    expect(zh.desc).toBe('该功能不存在');
    const ml = await call(t.app, 'noSuchThing', {}, { lang: 'ml' });
    expect(ml.desc).toBe('Fungsi ini tidak wujud');
  });

  it('defaults to English when the lang header is missing or unknown', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/noSuchThing.do', headers: { lang: 'xx' }, payload: {} });
    expect(res.json().desc).toBe('This function does not exist');
  });

  it('refuses malformed JSON without a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.do',
      headers: { 'content-type': 'application/json', lang: 'zh' },
      payload: '{"parameter": {',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: '请求格式错误' });
  });

  it('refuses a body that is not an object, and a content type it does not read', async () => {
    const array = await t.app.inject({
      method: 'POST',
      url: '/api/login.do',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(array.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    const text = await t.app.inject({ method: 'POST', url: '/api/login.do', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it('refuses prototype poisoning in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.do',
      headers: { 'content-type': 'application/json' },
      payload: '{"parameter":{"loginCode":"demo","loginPassword":"x"},"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it('refuses an oversized body with a translated message', async () => {
    const big = JSON.stringify({ parameter: { loginCode: 'x'.repeat(1_100_000), loginPassword: 'y' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.do',
      headers: { 'content-type': 'application/json', lang: 'ml' },
      payload: big,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: Code.BODY_TOO_LARGE, desc: 'Permintaan terlalu besar' });
  });

  it('treats an empty body as no parameter', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login.do', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Username or password cannot be empty' });
  });

  it('validates parameter types with the shared schema and names the rule', async () => {
    const wrongType = await call(t.app, 'login', { loginCode: 42, loginPassword: 'x' }, { lang: 'zh' });
    expect(wrongType).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: '用户名或密码不能为空' });
    const token = await login(t.app, 'demo');
    const badPhone = await call(t.app, 'updatePersonalInfo', { loginCode: 'demo', name: 'Tan', mobile: 'abc' }, { token, lang: 'en' });
    expect(badPhone.desc).toBe('The phone number must start with 0 or +60 and have 8 to 11 digits');
  });

  it('answers 70001 without a success flag or data when there is no session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/getUserInfo.do', headers: { lang: 'en' }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 70001, desc: 'Your session has timed out, please log in again' });
    const bogus = await call(t.app, 'getUserInfo', {}, { token: 'not-a-token' });
    expect(bogus).toEqual({ code: 70001, desc: 'Your session has timed out, please log in again' });
  });

  it('reads the token from the authToken header or from the body', async () => {
    const token = await login(t.app, 'demo');
    expect((await call(t.app, 'getUserInfo', {}, { token })).success).toBe(true);
    expect((await call(t.app, 'getUserInfo', {}, { token, tokenInBody: true })).success).toBe(true);
  });

  it('refuses callers whose account type the endpoint does not serve', async () => {
    const sub = await login(t.app, 'demo_ops');
    expect(await call(t.app, 'querySubAccount', {}, { token: sub })).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'Only the main account can do this',
    });
    const admin = await login(t.app, 'admin');
    expect(await call(t.app, 'prepay/selectAccount', {}, { token: admin })).toMatchObject({ success: false, code: Code.FORBIDDEN });
    const demo = await login(t.app, 'demo');
    expect(await call(t.app, 'endUserSessions', { loginCode: 'acme' }, { token: demo })).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'Only the administrator can do this',
    });
  });

  it('refuses to register a customer endpoint that declares neither its pages nor why it is open', () => {
    const bare = { access: 'customer' as const, parameter: emptyParameter, handler: async () => null };
    expect(() => t.app.portal.endpoint({ name: 'guardless', ...bare })).toThrow(/declares its pages or why it is open/);
    expect(() => t.app.portal.endpoint({ name: 'bothGuards', ...bare, pages: ['orderManage'], open: 'x' })).toThrow(
      /declares its pages or why it is open/,
    );
    expect(() =>
      t.app.portal.endpoint({
        name: 'pagesForAll',
        access: 'user',
        parameter: emptyParameter,
        pages: ['orderManage'],
        handler: async () => null,
      }),
    ).toThrow(/pages need customer or main access/);
  });

  it('writes a success head with the same bytes the envelope has', () => {
    const whole = JSON.stringify(envelope(Code.OK, 'ok', 'zh', undefined, { list: [1] }));
    expect(`${successHead(translate('ok', 'zh'))}{"list":[1]}}`).toBe(whole);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    // A JSON reply of the API loads nothing and sits in no frame.
    const api = await t.app.inject({ method: 'POST', url: '/api/getAddressesByCode.do', payload: {} });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it("names each request on its reply with an id of its own, the one its log lines carry, never the caller's", async () => {
    const seen = new Set<string>();
    for (const url of ['/healthz', '/api/getAddressesByCode.do', '/api/noSuchThing.do']) {
      const res = await t.app.inject({
        method: url === '/healthz' ? 'GET' : 'POST',
        url,
        headers: { 'x-request-id': 'mine' },
        payload: url === '/healthz' ? undefined : {},
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(3);
  });

  it('limits the login rate per address with a translated message', async () => {
    const ip = '203.0.113.77';
    const replies = [];
    for (let i = 0; i < t.config.loginRateLimit + 1; i++)
      replies.push(await call(t.app, 'login', { loginCode: `nobody${i}`, loginPassword: 'x' }, { ip, lang: 'zh' }));
    expect(replies.at(-2)?.code).toBe(Code.WRONG_CREDENTIALS);
    expect(replies.at(-1)).toMatchObject({ success: false, code: Code.TOO_MANY_REQUESTS, desc: '请求过于频繁，请稍后再试' });
    // Another address is not affected.
    expect((await call(t.app, 'login', { loginCode: 'demo', loginPassword: 'Demo1234' }, { ip: '203.0.113.78' })).success).toBe(true);
  });
});

describe('a frozen customer', () => {
  it('is refused the order calls with the frozen-account message, before anything else runs', async () => {
    const frozen = await login(t.app, 'frozen');
    for (const name of ['insertOrder', 'getOrders', 'cancelOrder', 'printOrder']) {
      expect(await call(t.app, name, { anything: 1 }, { token: frozen, lang: 'zh' })).toEqual({
        success: false,
        code: Code.ACCOUNT_FROZEN,
        desc: '您的账户已被冻结，请联系您的客户经理',
        data: null,
      });
    }
    expect((await call(t.app, 'insertOrder', {}, { token: frozen, lang: 'en' })).desc).toBe(
      'Your account has been frozen, please contact your account manager',
    );
  });

  it('can still use the rest of the portal', async () => {
    const frozen = await login(t.app, 'frozen');
    const info = await call<{ lockFlag: number }>(t.app, 'getUserInfo', {}, { token: frozen });
    expect(info.data?.lockFlag).toBe(1);
    expect(await call(t.app, 'getLockFlag', {}, { token: frozen })).toMatchObject({ success: true, data: { lockFlag: 1 } });
  });

  it('is the only one refused: others reach the order calls (here their parameter check)', async () => {
    const demo = await login(t.app, 'demo');
    expect((await call(t.app, 'insertOrder', {}, { token: demo })).code).toBe(Code.BAD_PARAMETER);
    expect((await call(t.app, 'insertOrder', {})).code).toBe(Code.SESSION_EXPIRED);
  });
});
