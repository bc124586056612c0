import type { PostcodePlace, RegionNode } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { malaysianPostcodes } from './dataset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (loginCode: string) => ({ token: await t.sessionOf(loginCode) });
const lookup = async (parameter: unknown, who = 'demo') =>
  call<{ list: PostcodePlace[] }>(t.app, 'getAddressesByCode', parameter, await as(who));

describe('getAddress (region tree)', () => {
  it('serves all 16 states, every city and every postcode as state -> city -> area, with its version', async () => {
    const reply = await call<{ version: string; list: RegionNode[] }>(t.app, 'getAddress', {}, await as('demo'));
    expect(reply.success).toBe(true);
    const tree = reply.data!.list;
    expect(tree).toHaveLength(16);
    expect(tree.map((s) => s.name)).toContain('W.P. Kuala Lumpur');
    const cities = tree.flatMap((s) => s.childNodes ?? []);
    expect(cities).toHaveLength(444);
    const areas = cities.flatMap((c) => c.childNodes ?? []);
    expect(areas).toHaveLength(malaysianPostcodes().length);
    // Spec 3: nodes carry id, name and childNodes only; a leaf has no empty childNodes list.
    expect(Object.keys(areas[0]!).sort()).toEqual(['id', 'name']);
    const selangor = tree.find((s) => s.name === 'Selangor')!;
    const pj = selangor.childNodes!.find((c) => c.name === 'Petaling Jaya')!;
    expect(pj.childNodes!.map((a) => a.name)).toContain('47301');
  });

  it('answers list null when the portal already holds the current version', async () => {
    const first = await call<{ version: string }>(t.app, 'getAddress', {}, await as('demo'));
    const again = await call<{ version: string; list: null }>(t.app, 'getAddress', { version: first.data!.version }, await as('demo'));
    expect(again.data).toEqual({ version: first.data!.version, list: null });
  });

  it('needs a session', async () => {
    expect(await call(t.app, 'getAddress', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('getAddressesByCode (postcode lookup)', () => {
  it('finds state, city and area of a postcode, echoing the address type', async () => {
    const reply = await lookup([{ postcode: '55100', addressType: '1' }]);
    expect(reply.data!.list).toEqual([
      { postcode: '55100', addressType: '1', prov: 'W.P. Kuala Lumpur', city: 'Kuala Lumpur', area: '55100' },
    ]);
  });

  it('offers both towns of a postcode shared by two', async () => {
    const reply = await lookup([{ postcode: '86400' }]);
    expect(reply.data!.list.map((p) => p.city).sort()).toEqual(['Batu Pahat', 'Parit Raja']);
  });

  it('answers several postcodes at once and nothing for unknown ones', async () => {
    const reply = await lookup({ list: [{ postcode: '88000' }, { postcode: '99999' }, { postcode: 'abc' }] });
    expect(reply.data!.list).toEqual([{ postcode: '88000', prov: 'Sabah', city: 'Kota Kinabalu', area: '88000' }]);
  });

  it('answers from text kept per postcode and type: asked again, or with another type, the same places', async () => {
    const first = await lookup([{ postcode: '55100', addressType: '1' }, { postcode: '55100' }, { postcode: '86400', addressType: '2' }]);
    const again = await lookup([{ postcode: '55100', addressType: '1' }, { postcode: '55100' }, { postcode: '86400', addressType: '2' }]);
    expect(again).toEqual(first);
    expect(first.data!.list.map((p) => `${p.postcode}/${p.addressType ?? '-'}`)).toEqual(['55100/1', '55100/-', '86400/2', '86400/2']);
    // Too small to compress: the reply goes out as it is, whatever the browser accepts.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getAddressesByCode.do',
      headers: { authtoken: await t.sessionOf('demo'), 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      payload: { parameter: [{ postcode: '55100' }] },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, code: 200 });
  });

  it('refuses more than 100 postcodes at once and an empty list', async () => {
    const many = Array.from({ length: 101 }, () => ({ postcode: '50000' }));
    expect(await lookup(many)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await lookup([])).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});

describe('address types and countries', () => {
  it('names address types in zh, en and ml with one default', async () => {
    const reply = await call<{ typeNumber: number; typeName: string; en: string; ml: string; defaultItem: boolean }[]>(
      t.app,
      'getAddressTypes',
      {},
      await as('demo'),
    );
    expect(reply.data![0]).toEqual({ typeNumber: 1, typeName: '住宅', en: 'Residential', ml: 'Kediaman', defaultItem: true });
    expect(reply.data!.filter((x) => x.defaultItem)).toHaveLength(1);
  });

  it("lists the receiving countries the customer's countryRestriction allows, with its limits", async () => {
    const demo = await call<{ id: string; name: string; limit: { weight: number } }[]>(t.app, 'getReceivingCountry', {}, await as('demo'));
    expect(demo.data!.map((c) => c.id)).toEqual(['SGP', 'BRN', 'IDN', 'THA', 'CHN']);
    expect(demo.data![0]).toMatchObject({
      id: 'SGP',
      name: 'Singapore',
      dialCode: '+65',
      limit: { weight: 30_000, length: 120, height: 80, width: 80 },
    });
    const frozen = await call<{ id: string }[]>(t.app, 'getReceivingCountry', {}, await as('frozen'));
    expect(frozen.data!.map((c) => c.id)).toEqual(['BRN']);
  });

  it('names countries in the caller language', async () => {
    const zh = await call<{ id: string; name: string }[]>(t.app, 'getCountry', {}, { ...(await as('demo')), lang: 'zh' });
    expect(zh.data!.find((c) => c.id === 'SGP')!.name).toBe('新加坡');
  });
});
