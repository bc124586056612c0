// Complaints and suggestions (issue 18): raised against the customer's own waybills, answered at the
// courier's desk step by step, rated at the end; one open complaint of a type per waybill.
import { Code } from '@portal/shared/codes';
import type { ComplaintDetail, ComplaintRow } from '@portal/shared/complaints';
import type { MessageList } from '@portal/shared/notifications';
import type { Page } from '@portal/shared/table-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/files.ts';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let waybillNo: string;
let acmeWaybill: string;
beforeAll(async () => {
  t = await startTestApp();
  waybillNo = (await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'complaint'), await as())).data!.waybillNo;
  const acmeOrder = domesticOrder({ payMethod: 'PM' }, 'acme-complaint');
  acmeWaybill = (await call<{ waybillNo: string }>(t.app, 'insertOrder', acmeOrder, await as('acme'))).data!.waybillNo;
});
afterAll(() => t.close());

async function as(login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') {
  return { token: await t.sessionOf(login), lang };
}
const complaint = (over: Record<string, unknown> = {}) => ({
  type: 'PARCEL',
  subType: 'DAMAGED',
  waybillNo,
  content: 'The box arrived crushed and two plates were broken.',
  ...over,
});

describe('raising a complaint', () => {
  it('offers the types and sub-types in the reader language', async () => {
    const types = await call<{ code: string; name: string; needsWaybill: boolean }[]>(
      t.app,
      'getTypeOfComplaint',
      {},
      await as('demo', 'ml'),
    );
    expect(types.data!.find((x) => x.code === 'SUGGESTION')).toEqual({ code: 'SUGGESTION', name: 'Cadangan', needsWaybill: false });
    const subs = await call<{ code: string; name: string }[]>(t.app, 'getComplaintType', { type: 'PARCEL' }, await as('demo', 'zh'));
    expect(subs.data).toEqual([
      { code: 'DAMAGED', name: '包裹破损' },
      { code: 'ITEMS_MISSING', name: '内件缺少' },
      { code: 'LOST', name: '包裹丢失' },
    ]);
  });

  it("finds one of the customer's waybills, and gives the wrong-number message for another's or an unknown one", async () => {
    const mine = await call<{ waybillNo: string; statusName: string }>(
      t.app,
      'getComplaintByBillcode',
      { billCode: waybillNo },
      await as(),
    );
    expect(mine.data).toMatchObject({ waybillNo, statusName: 'Pending' });
    for (const billCode of [acmeWaybill, '600999999999']) {
      expect(await call(t.app, 'getComplaintByBillcode', { billCode }, await as())).toMatchObject({
        success: false,
        desc: 'Wrong waybill number: no waybill of yours has this number',
      });
    }
    expect(await call(t.app, 'addComplaint', complaint({ waybillNo: acmeWaybill }), await as())).toMatchObject({
      success: false,
      desc: 'Wrong waybill number: no waybill of yours has this number',
    });
  });

  it('refuses a complaint without a reason, with a sub-type of another type, or without its waybill; a suggestion needs none', async () => {
    expect((await call(t.app, 'addComplaint', complaint({ content: ' ' }), await as())).desc).toBe('Please describe the complaint');
    expect((await call(t.app, 'addComplaint', complaint({ subType: 'LATE' }), await as())).desc).toBe(
      'Please choose the type of complaint',
    );
    expect((await call(t.app, 'addComplaint', complaint({ waybillNo: '' }), await as())).desc).toBe(
      'Please enter the waybill number this complaint is about',
    );
    const idea = await call<ComplaintRow>(
      t.app,
      'addComplaint',
      { type: 'SUGGESTION', subType: 'PORTAL', content: 'Please add a dark theme.' },
      await as(),
    );
    expect(idea.data).toMatchObject({ waybillNo: '', status: 'UNTREATED', typeName: 'Suggestion' });
  });

  it('raises one complaint of twenty sent at once for the same waybill and type', async () => {
    const session = await as();
    const replies = await Promise.all(Array.from({ length: 20 }, () => call<ComplaintRow>(t.app, 'addComplaint', complaint(), session)));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => r.desc === 'A complaint of this type about this waybill is already open')).toHaveLength(19);
    expect(replies.find((r) => r.success)!.data).toMatchObject({ complaintNo: expect.stringMatching(/^CP\d{8}$/), status: 'UNTREATED' });
  });
});

describe('a complaint answered and ended', () => {
  it('moves through processing and processed to its end, the shipper told of each answer, and rated at the end', async () => {
    const list = await call<Page<ComplaintRow>>(
      t.app,
      'getComplaintList',
      { page: 1, pageSize: 10, waybillNo, type: 'PARCEL' },
      await as(),
    );
    const id = list.data!.list[0]!.id;
    const admin = await as('admin');
    const queue = await call<(ComplaintRow & { customerCode: string })[]>(t.app, 'getComplaintQueue', { status: 'UNTREATED' }, admin);
    expect(queue.data!.some((c) => c.id === id && c.customerCode === 'MY10001')).toBe(true);

    expect(
      (await call(t.app, 'answerComplaint', { id, content: 'Sorry: we are checking with the hub.', status: 'PROCESSING' }, admin)).data,
    ).toEqual({
      status: 'PROCESSING',
    });
    expect(
      (await call(t.app, 'answerComplaint', { id, content: 'A claim has been opened for the plates.', status: 'PROCESSED' }, admin)).data,
    ).toEqual({ status: 'PROCESSED' });
    const told = await call<MessageList>(t.app, 'getMessageList', { msgType: 2, page: 1, pageSize: 5 }, await as());
    expect(told.data!.list[0]!.messageList[0]!.msgdtl).toMatch(/^Your complaint CP\d{8} has a new answer \(Processed\)$/);

    // The shipper adds a word: back to processing; the desk answers; the shipper ends it with a rating.
    expect(
      (await call(t.app, 'addComplaintInfo', { id, content: 'Photos of the box are attached in the library.' }, await as())).data,
    ).toEqual({
      status: 'PROCESSING',
    });
    await call(t.app, 'answerComplaint', { id, content: 'Noted, thank you.', status: 'PROCESSED' }, admin);
    expect((await call(t.app, 'updateComplaintInfo', { id, satisfaction: 4 }, await as())).data).toEqual({ status: 'END' });

    const detail = (await call<ComplaintDetail>(t.app, 'getComplaint', { id }, await as())).data!;
    expect(detail).toMatchObject({ status: 'END', statusName: 'Ended', satisfaction: 4, open: false });
    expect(detail.entries.map((e) => [e.author, e.status])).toEqual([
      ['customer', 'UNTREATED'],
      ['staff', 'PROCESSING'],
      ['staff', 'PROCESSED'],
      ['customer', 'PROCESSING'],
      ['staff', 'PROCESSED'],
      ['customer', 'END'],
    ]);
    expect(detail.entries.at(-1)!.content).toBe('Ended by the customer, rated 4/5');
    // Ended is final; the same waybill may then have a new complaint of the type.
    expect(await call(t.app, 'addComplaintInfo', { id, content: 'One more thing' }, await as())).toMatchObject({
      success: false,
      desc: 'This complaint has ended',
    });
    expect((await call(t.app, 'addComplaint', complaint(), await as())).success).toBe(true);
  });

  it("keeps one customer's complaints from another, a sub-account without the page, and shippers from the desk", async () => {
    const [first] = (await call<Page<ComplaintRow>>(t.app, 'getComplaintList', { page: 1, pageSize: 1 }, await as())).data!.list;
    expect(await call(t.app, 'getComplaint', { id: first!.id }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'addComplaintInfo', { id: first!.id, content: 'x' }, await as('acme'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
    expect((await call<Page<ComplaintRow>>(t.app, 'getComplaintList', { page: 1, pageSize: 50 }, await as('acme'))).data!.total).toBe(0);
    expect(await call(t.app, 'getComplaintList', { page: 1, pageSize: 5 }, await as('demo_ops'))).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
    });
    expect(await call(t.app, 'answerComplaint', { id: first!.id, content: 'x', status: 'END' }, await as())).toMatchObject({
      success: false,
    });
  });
});

describe('attachments', () => {
  it('are uploaded to the library from the complaints page alone, and shown on the complaint that names them', async () => {
    const demo = await t.sessionOf('demo');
    await call(t.app, 'addUser', { subName: 'cponly', name: 'Complaints only', password: 'Kl2026ab', funcIds: [601] }, { token: demo });
    const clerk = await login(t.app, 'demo_cponly', 'Kl2026ab');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]);
    const file = await upload<{ id: string }>(t.app, 'uploadFile', { name: 'crushed-box.pdf', data: pdf }, { token: clerk, lang: 'en' });
    expect(file).toMatchObject({ success: true });
    const raised = await call<ComplaintRow>(
      t.app,
      'addComplaint',
      { type: 'SUGGESTION', subType: 'OTHER', content: 'See the attached file.', attachments: [file.data!.id] },
      { token: clerk, lang: 'en' },
    );
    const detail = (await call<ComplaintDetail>(t.app, 'getComplaint', { id: raised.data!.id }, { token: clerk, lang: 'en' })).data!;
    expect(detail.entries[0]!.attachments).toEqual([{ id: file.data!.id, displayName: 'crushed-box.pdf' }]);
    // The library's own pages stay the library's: listing and deleting are not the complaints page's.
    expect(await call(t.app, 'delAccessory', { id: file.data!.id }, { token: clerk, lang: 'en' })).toMatchObject({ code: Code.FORBIDDEN });
  });

  it('are at most five a complaint, said with the limit', async () => {
    const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
    expect(
      await call(
        t.app,
        'addComplaint',
        { type: 'SUGGESTION', subType: 'OTHER', content: 'Six files.', attachments: ids },
        { token: await t.sessionOf('demo'), lang: 'en' },
      ),
    ).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'At most 5 attachments per complaint' });
  });
});
