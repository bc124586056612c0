import type { SmartInputResult } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const smart = async (text: unknown, lang: 'en' | 'zh' = 'en') =>
  call<SmartInputResult>(t.app, 'getSmartInput', { text }, { token: await t.sessionOf('demo'), lang });

describe('getSmartInput', () => {
  it('fills name, phone, postcode, state, town, area and detail from pasted text', async () => {
    const reply = await smart('Ali bin Abu 012-345 6789 No 12, Jalan Bukit Bintang, 55100 Kuala Lumpur');
    expect(reply).toMatchObject({ success: true });
    expect(reply.data).toEqual({
      name: 'Ali bin Abu',
      phone: '0123456789',
      postcode: '55100',
      prov: 'W.P. Kuala Lumpur',
      city: 'Kuala Lumpur',
      area: '55100',
      address: 'No 12, Jalan Bukit Bintang',
    });
  });

  it('reads the region data the database holds (a postcode shared by two towns takes the one named)', async () => {
    const reply = await smart('Mohd Hafiz +60 13-222 3344 Kampung Parit Haji Ali, 86400 Parit Raja, Johor');
    expect(reply.data).toMatchObject({ phone: '0132223344', postcode: '86400', prov: 'Johor', city: 'Parit Raja' });
  });

  it('refuses empty or overlong text in the caller language', async () => {
    expect(await smart('   ', 'zh')).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: '请粘贴或输入地址信息' });
    expect(await smart('x'.repeat(1001))).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await call(t.app, 'getSmartInput', { text: 'Ali 0123456789' })).toEqual(SESSION_EXPIRED);
  });
});
