import { PAY_METHODS } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TABLES } from './built-in.ts';

describe('the built-in tables', () => {
  it('name each pay method as the order form does, in every list (issue 27: "Prepaid wallet" on the form, "Prepaid cash" in the lists)', () => {
    const columns = BUILT_IN_TABLES.flatMap((table) =>
      table.config.columnList.filter((c) => c.prop === 'payMethod').map((c) => [table.tabKey, c] as const),
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const [tabKey, column] of columns) {
      const options = column.custom?.kind === 'enum' ? column.custom.options : [];
      expect(
        options.map((o) => [o.value, o.label]),
        tabKey,
      ).toEqual(PAY_METHODS.map((m) => [m, `msg:${PAY_METHOD_LABELS[m]}`]));
    }
  });
});
