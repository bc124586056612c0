import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Spec 6: "Export is hidden when exportFlag equals 1 for the order management list, my waybill list and finance monthly
// bill detail tables." The engine refuses by the declaration (checkExportSwitch); a list that forgets it exports anyway.
it("declares the export switch on the spec's three lists, and on no other", () => {
  const sources = t.context.exportSources;
  const switched = sources.names().filter((name) => sources.get(name)?.exportSwitch);
  expect(switched.sort()).toEqual(['exportBillDetails', 'exportOrders', 'exportSendOrder']);
});
