import { Code } from '@portal/shared/codes';
import type { SmartOrder } from '@portal/shared/pre-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let demo: string;
let acme: string;
let normalOnly: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  await call(t.app, 'addUser', { subName: 'smartnormal', name: 'Normal only', password: 'Kl2026ab', funcIds: [101] }, { token: demo });
  normalOnly = await login(t.app, 'demo_smartnormal', 'Kl2026ab');
});
afterAll(() => t.close());

const as = (token: string) => ({ token, lang: 'en' as const });
const preset = {
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  expressType: 'EZ',
  goodsName: 'Kuih raya',
  weightG: 1_000,
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
};
const list = async (token = demo) => (await call<SmartOrder[]>(t.app, 'smartOrderList', {}, as(token))).data ?? [];

describe('smart orders', () => {
  it('adds, lists, updates and deletes a preset', async () => {
    const added = await call<{ id: number }>(t.app, 'addSmartOrder', { name: 'Raya cookies', preset }, as(demo));
    expect(added).toMatchObject({ success: true, desc: 'Added' });
    const id = added.data!.id;
    expect((await list()).find((s) => s.id === id)).toMatchObject({
      name: 'Raya cookies',
      preset: { goodsName: 'Kuih raya', weightG: 1_000 },
    });
    const updated = await call(
      t.app,
      'updateSmartOrder',
      { id, name: 'Raya cookies 2kg', preset: { ...preset, weightG: 2_000 } },
      as(demo),
    );
    expect(updated.success).toBe(true);
    expect((await list()).find((s) => s.id === id)).toMatchObject({ name: 'Raya cookies 2kg', preset: { weightG: 2_000 } });
    expect(await call(t.app, 'deleteSmartOrder', { id }, as(demo))).toMatchObject({ success: true });
    expect((await list()).some((s) => s.id === id)).toBe(false);
    expect(await call(t.app, 'deleteSmartOrder', { id }, as(demo))).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('refuses a bad field, a name taken, and keeps customers apart', async () => {
    expect(await call(t.app, 'addSmartOrder', { name: 'Bad', preset: { ...preset, payMethod: 'GOLD' } }, as(demo))).toMatchObject({
      code: Code.BAD_PARAMETER,
    });
    expect(await call(t.app, 'addSmartOrder', { name: '', preset }, as(demo))).toMatchObject({ code: Code.BAD_PARAMETER });
    const id = (await call<{ id: number }>(t.app, 'addSmartOrder', { name: 'Books', preset }, as(demo))).data!.id;
    expect(await call(t.app, 'addSmartOrder', { name: 'Books', preset }, as(demo))).toMatchObject({
      code: Code.CONFLICT,
      desc: 'A smart order with this name already exists',
    });
    // The same name is Acme's own to use; Demo's preset is not Acme's to see, change or delete.
    expect((await call(t.app, 'addSmartOrder', { name: 'Books', preset }, as(acme))).success).toBe(true);
    expect((await list(acme)).some((s) => s.id === id)).toBe(false);
    expect(await call(t.app, 'updateSmartOrder', { id, name: 'Mine now', preset }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'deleteSmartOrder', { id }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    expect((await list()).find((s) => s.id === id)?.name).toBe('Books');
  });

  it('lets the normal order page read the presets but not change them', async () => {
    expect((await call(t.app, 'smartOrderList', {}, as(normalOnly))).success).toBe(true);
    expect(await call(t.app, 'addSmartOrder', { name: 'Sub', preset }, as(normalOnly))).toMatchObject({
      code: Code.FORBIDDEN,
      desc: 'You do not have permission to do this',
    });
  });
});
