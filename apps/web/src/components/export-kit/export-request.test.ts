import { describe, expect, it } from 'vitest';
import { exportPayload } from './export-request.ts';

const base = { exportApi: 'exportOrders', columns: [{ fieldName: 'orderNo', header: '订单号' }], params: { status: 'PENDING' } };

describe('exportPayload', () => {
  it('sends the columns, the list filters and the language', () => {
    expect(exportPayload(base, 'zh')).toEqual({ columns: base.columns, params: { status: 'PENDING' }, language: 'zh' });
  });

  it('sends the selected rows comma-joined under the id key, and the file name when there is one', () => {
    expect(exportPayload({ ...base, fileName: 'Orders', selected: { keys: ['EZ1', 'EZ2', 3], idKey: 'ids' } }, 'en')).toMatchObject({
      fileName: 'Orders',
      ids: 'EZ1,EZ2,3',
    });
    expect(exportPayload({ ...base, selected: { keys: ['a'], idKey: 'billCodes' } }, 'ml')).toMatchObject({ billCodes: 'a' });
  });
});
