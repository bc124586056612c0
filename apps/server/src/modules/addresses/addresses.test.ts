import type { AddressQuery, AddressRow, PhoneMemoryItem } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery } from '../exports/testing.ts';
import { searchAddresses } from './repository.ts';
import { receiverEntry } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { list: AddressRow[]; total: number };
const as = async (loginCode: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(loginCode), lang });
const query = async (parameter: object, who = 'demo') => call<Page>(t.app, 'queryList', parameter, await as(who));
const save = async (parameter: object, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<{ id: number }>(t.app, 'save', parameter, await as(who, lang));

const receiver = receiverEntry;

describe('the receiver book', () => {
  it('lists the seeded book with the default first', async () => {
    const reply = await query({ addressType: '1' });
    expect(reply.data!.total).toBe(5);
    expect(reply.data!.list[0]).toMatchObject({
      name: 'Siti Nurhaliza binti Ahmad',
      defaultaddress: '1',
      provCityArea: 'W.P. Kuala Lumpur,Kuala Lumpur,55100',
    });
  });

  it('saves an entry with the region names the data spells, the phone compact and the area the postcode', async () => {
    const reply = await save(receiver);
    expect(reply).toMatchObject({ success: true, desc: 'New contact saved' });
    const found = await query({ addressType: '1', field: 'name', keyword: 'aisyah' });
    expect(found.data!.list).toEqual([
      expect.objectContaining({
        id: reply.data!.id,
        contacts: '0127778899',
        prov: 'Selangor',
        city: 'Petaling Jaya',
        area: '47301',
        provCityArea: 'Selangor,Petaling Jaya,47301',
        defaultaddress: '0',
      }),
    ]);
  });

  it('finds the same person at the same place instead of adding them twice', async () => {
    expect(await save({ ...receiver, contacts: '0127778899', address: 'No. 8,  Jalan 14/22, Seksyen 14' })).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'The same address is already in the address book',
    });
  });

  it('searches by name, phone or address, and by any of them without a field', async () => {
    expect((await query({ field: 'contacts', keyword: '012-777' })).data!.total).toBe(1);
    expect((await query({ field: 'address', keyword: 'ipoh' })).data!.total).toBe(1);
    expect((await query({ field: 'name', keyword: 'ipoh' })).data!.total).toBe(0);
    expect((await query({ keyword: 'kota kinabalu' })).data!.list[0]!.name).toBe('Jason Wong');
    expect((await query({ keyword: '100%' })).data!.total).toBe(0);
    expect((await query({ page: 2, pageSize: 5 })).data!.list).toHaveLength(1);
  });

  it('counts a search up to the cap and then says "more than"; the whole book exactly', async () => {
    const [demo] = await t.database.db.select({ customerId: users.customerId }).from(users).where(eq(users.loginCode, 'demo'));
    const search = (keyword: string | undefined, cap: number) =>
      searchAddresses(
        t.database.db,
        { customerId: demo!.customerId! },
        { addressType: '1', field: undefined, keyword, page: 1, pageSize: 2 } as AddressQuery,
        cap,
      );
    const exact = (await query({ keyword: 'jalan' })).data!;
    expect(exact.total).toBeGreaterThanOrEqual(3);
    expect(exact).not.toHaveProperty('totalCapped');
    expect(await search('jalan', exact.total)).toMatchObject({ total: exact.total });
    expect(await search('jalan', exact.total - 1)).toMatchObject({ total: exact.total - 1, totalCapped: true });
    expect((await search('jalan', 1)).list).toHaveLength(2);
    expect(await search(undefined, 1)).not.toHaveProperty('totalCapped');
  });

  it('refuses bad input in the caller language and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ contacts: '01a2345678' }, 'The phone number must start with 0 or +60 and have 8 to 11 digits'],
      [{ contacts: '0123' }, 'The phone number must start with 0 or +60 and have 8 to 11 digits'],
      [{ contacts: '' }, 'Please enter the phone number'],
      [{ postcode: '473011' }, 'The postcode cannot be longer than 5 digits'],
      [{ postcode: '4730' }, 'Invalid postcode'],
      [{ postcode: '99999' }, 'The postcode 99999 was not found'],
      [{ city: 'Shah Alam' }, 'The postcode 47301 does not belong to Shah Alam, selangor'],
      [{ address: 'No 8 <Jalan>' }, 'The address may only contain letters, digits, spaces and , @ & / - . ( ) \' "'],
      [{ address: 'x'.repeat(251) }, 'The address cannot exceed 250 characters'],
      [{ name: '陈'.repeat(26) }, 'Cannot be longer than 50 characters'],
      [{ prov: '' }, 'Please select the state, city and area'],
    ];
    for (const [change, desc] of cases) {
      const reply = await save({ ...receiver, name: 'Bad Input Case', ...change });
      expect(reply, JSON.stringify(change)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
      if (!desc.startsWith('Cannot be longer')) expect(reply.desc, JSON.stringify(change)).toBe(desc);
    }
    expect((await save({ ...receiver, contacts: 'abc' }, 'demo', 'ml')).desc).toBe(
      'Nombor telefon mesti bermula dengan 0 atau +60 dan mempunyai 8 hingga 11 digit',
    );
    expect((await query({ field: 'name', keyword: 'bad input' })).data!.total).toBe(0);
  });

  it('keeps one default per book: setting one clears the other, cancel clears it', async () => {
    const { data } = await query({ field: 'name', keyword: 'aisyah' });
    const id = data!.list[0]!.id;
    expect(await call(t.app, 'setDefaultAddress', { id }, await as('demo'))).toMatchObject({
      success: true,
      desc: 'Set as the default address',
    });
    const defaults = (await query({ addressType: '1' })).data!.list.filter((r) => r.defaultaddress === '1');
    expect(defaults.map((r) => r.id)).toEqual([id]);
    // The sender book keeps its own default.
    expect((await query({ addressType: 'userAddress' })).data!.list[0]!.defaultaddress).toBe('1');
    const panel = await call<{ sender: AddressRow; receiver: AddressRow | null }>(t.app, 'getDefaultAddress', {}, await as('demo'));
    expect(panel.data!.receiver!.id).toBe(id);
    expect(panel.data!.sender.name).toBe('Demo Trading Sdn Bhd');
    await call(t.app, 'cancelDefaultAddress', { id }, await as('demo'));
    expect((await query({ addressType: '1' })).data!.list.filter((r) => r.defaultaddress === '1')).toEqual([]);
  });

  it('two defaults set at once still leave one', async () => {
    const { list } = (await query({ addressType: '1' })).data!;
    const token = await as('demo');
    await Promise.all(list.slice(0, 4).map((r) => call(t.app, 'setDefaultAddress', { id: r.id }, token)));
    expect((await query({ addressType: '1' })).data!.list.filter((r) => r.defaultaddress === '1')).toHaveLength(1);
  });

  it('updates an entry and deletes entries', async () => {
    const { data } = await query({ field: 'name', keyword: 'aisyah' });
    const row = data!.list[0]!;
    const updated = await call(t.app, 'updateSave', { ...receiver, id: row.id, address: 'No. 10, Jalan 14/22' }, await as('demo'));
    expect(updated).toMatchObject({ success: true });
    expect((await query({ field: 'name', keyword: 'aisyah' })).data!.list[0]!.address).toBe('No. 10, Jalan 14/22');
    expect(await call(t.app, 'delete', { ids: [row.id] }, await as('demo'))).toMatchObject({ success: true, data: { deleted: 1 } });
    expect((await query({ field: 'name', keyword: 'aisyah' })).data!.total).toBe(0);
  });
});

describe('saved phone memory', () => {
  it('offers entries whose phone starts with the digits typed', async () => {
    const reply = await call<PhoneMemoryItem[]>(t.app, 'quickOrder', { phone: '+6017', addressType: '1' }, await as('demo'));
    expect(reply.data).toEqual([
      expect.objectContaining({
        name: 'Lee Chong Wei',
        phone: '0175551234',
        postal: '31400',
        detail: 'Perak,Ipoh,31400',
        label: '0175551234 Lee Chong Wei 31400',
      }),
    ]);
    expect((await call<PhoneMemoryItem[]>(t.app, 'quickOrder', { phone: '01' }, await as('demo'))).data).toEqual([]);
  });

  it("never offers another customer's entries, even for the same digits", async () => {
    // Acme keeps a receiver whose phone starts like Demo Trading's Lee Chong Wei.
    const theirs = await save(
      { ...receiver, name: 'Tan Mei Ling', contacts: '017-555 9900', postcode: '50450', prov: 'W.P. Kuala Lumpur', city: 'Kuala Lumpur' },
      'acme',
    );
    expect(theirs).toMatchObject({ success: true });
    const memory = async (who: string) =>
      (await call<PhoneMemoryItem[]>(t.app, 'quickOrder', { phone: '0175', addressType: '1' }, await as(who))).data!.map((r) => r.name);
    try {
      expect(await memory('demo')).toEqual(['Lee Chong Wei']);
      expect(await memory('acme')).toEqual(['Tan Mei Ling']);
    } finally {
      await call(t.app, 'delete', { ids: [theirs.data!.id] }, await as('acme'));
    }
  });
});

describe('the international book', () => {
  const inter = {
    name: 'Budi Santoso',
    contacts: '+62 812 3456 7890',
    countryCode: 'IDN',
    postcode: '10110',
    city: 'Jakarta',
    address: 'Jl. Medan Merdeka Barat No. 12',
  };

  it('saves an entry for a country the customer ships to', async () => {
    expect(await call(t.app, 'saveInterAddress', inter, await as('demo'))).toMatchObject({ success: true });
    const found = await call<Page>(t.app, 'queryInterList', { countryCode: 'IDN' }, await as('demo'));
    expect(found.data!.list).toEqual([
      expect.objectContaining({ name: 'Budi Santoso', contacts: '+6281234567890', countryCode: 'IDN', countryName: 'Indonesia' }),
    ]);
  });

  it('refuses Chinese or angle brackets in the address, short phones and countries not allowed', async () => {
    const bad = async (change: object) =>
      (await call(t.app, 'saveInterAddress', { ...inter, name: 'Other', ...change }, await as('demo'))).desc;
    expect(await bad({ address: '雅加达 Jl. Merdeka 1' })).toBe(
      'An international address cannot contain Chinese characters or angle brackets',
    );
    expect(await bad({ address: 'Jl. <b>Merdeka</b>' })).toBe(
      'An international address cannot contain Chinese characters or angle brackets',
    );
    expect(await bad({ contacts: '12345' })).toBe('The phone number must have at least 7 digits');
    expect(await bad({ contacts: '+62 81a' })).toBe('The phone number must have at least 7 digits');
    expect(await bad({ postcode: '1234567' })).toBe('The postcode must have 5 or 6 letters or digits');
    expect(await bad({ countryCode: 'USA' })).toBe('We do not deliver to this country');
    expect(await bad({ countryCode: '' })).toBe('Please select the receiving country first');
  });

  it('needs the country to search by phone (receiveCountryTip)', async () => {
    const reply = await call(t.app, 'queryInterList', { field: 'contacts', keyword: '812' }, await as('demo'));
    expect(reply).toMatchObject({ success: false, desc: 'Please select the receiving country first' });
    const ok = await call<Page>(t.app, 'queryInterList', { field: 'contacts', keyword: '812', countryCode: 'IDN' }, await as('demo'));
    expect(ok.data!.total).toBe(1);
  });
});

describe('isolation and grants', () => {
  it("never shows, changes or deletes another customer's entries", async () => {
    const acme = (await query({ addressType: '1' }, 'acme')).data!;
    expect(acme.list.map((r) => r.name)).toEqual(['Ahmad Faizal bin Osman']);
    const theirs = acme.list[0]!.id;
    const token = await as('demo');
    expect(await call(t.app, 'updateSave', { ...receiver, id: theirs }, token)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'delete', { ids: [theirs] }, token)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'setDefaultAddress', { id: theirs }, token)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'cancelDefaultAddress', { id: theirs }, token)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await query({ addressType: '1' }, 'acme')).data!.total).toBe(1);
  });

  it('lets a sub-account change only the books its pages cover', async () => {
    // demo_ops holds senderAddress and receiverAddress, not internationalAddress.
    expect(await save({ ...receiver, name: 'Clerk Entry' }, 'demo_ops')).toMatchObject({ success: true });
    const inter = { name: 'X', contacts: '+6591234500', countryCode: 'SGP', postcode: '018956', address: '10 Bayfront Avenue' };
    expect(await call(t.app, 'saveInterAddress', inter, await as('demo_ops'))).toMatchObject({ success: false, code: Code.FORBIDDEN });
    // It still reads the international book to order with.
    expect((await call<Page>(t.app, 'queryInterList', {}, await as('demo_ops'))).data!.total).toBeGreaterThan(0);
  });

  it('is for customer accounts with a session', async () => {
    expect(await call(t.app, 'queryList', {})).toEqual(SESSION_EXPIRED);
    expect(await query({}, 'admin')).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});

describe('exportAddress', () => {
  const columns = [
    { fieldName: 'name', header: 'Name' },
    { fieldName: 'contacts', header: 'Phone' },
    { fieldName: 'provCityArea', header: 'Region' },
  ];

  it("exports the book as filtered, or the ticked entries, and never another customer's", async () => {
    const browser = await browserOf(t, 'demo');
    const exportOf = async (parameter: object) => {
      const started = await call<{ mode: string; taskId: string }>(
        t.app,
        'exportAddress',
        { columns, ...parameter },
        { token: browser.token },
      );
      expect(started.data!.mode).toBe('direct');
      return (await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload)).rows;
    };
    const all = await exportOf({ params: { addressType: 'userAddress' } });
    expect(all[0]).toEqual(['Name', 'Phone', 'Region']);
    expect(all.slice(1).map((r) => r[0])).toEqual(['Demo Trading Sdn Bhd', 'Demo Trading (Penang store)']);
    const acmeId = (await query({ addressType: '1' }, 'acme')).data!.list[0]!.id;
    const ticked = await exportOf({ params: { addressType: '1', keyword: 'ipoh' }, ids: `${acmeId},abc` });
    expect(ticked).toHaveLength(1);
    expect(await call(t.app, 'exportAddress', { columns, params: { addressType: 'nope' } }, { token: browser.token })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
  });
});
