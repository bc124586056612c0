import { Code } from '@portal/shared/codes';
import type { PayMethod, Product } from '@portal/shared/order';
import { ORDER_LIMITS } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { type SmartOrder, type SmartOrderPreset, smartOrderName, smartOrderPresetFields } from '@portal/shared/pre-orders';
import type { InlineEditOptions } from '@/components/list-kit/use-inline-edit.tsx';
import { cellRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { addSmartOrder } from '../api/add-smart-order.ts';
import { updateSmartOrder } from '../api/update-smart-order.ts';

/** What a smart order's row edits in place: its name, and the goods, product and payment it fills in. */
export interface SmartOrderRowValues {
  name: string;
  goodsName: string;
  expressType?: Product;
  payMethod?: PayMethod;
}

const shape = smartOrderPresetFields.shape;
/** A preset's field left empty is not part of the preset. */
const given = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Smart orders edited, and added, in the list's rows (spec 4 "Cell editing", issue 28), by the rules
 * `addSmartOrder` and `updateSmartOrder` apply again. The rest of the preset (sender, weight, hand-over) stays
 * as it was saved; the dialog (Edit) changes those.
 */
export function smartOrderRowEditing(
  products: readonly { code: string; name: string }[],
  payMethods: readonly PayMethod[],
): InlineEditOptions<SmartOrder, SmartOrderRowValues> {
  return {
    cells: [
      { field: 'name', input: { kind: 'text', maxLength: 50 }, rule: cellRule(smartOrderName) },
      { field: 'goodsName', input: { kind: 'text', maxLength: ORDER_LIMITS.goodsNameMax }, rule: cellRule(shape.goodsName, given) },
      {
        field: 'expressType',
        input: { kind: 'select', allowClear: true, options: products.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` })) },
        rule: cellRule(shape.expressType),
      },
      {
        field: 'payMethod',
        input: { kind: 'select', allowClear: true, options: payMethods.map((m) => ({ value: m, label: msg(PAY_METHOD_LABELS[m]) })) },
        rule: cellRule(shape.payMethod),
      },
    ],
    valuesOf: (row) => ({
      name: row.name,
      goodsName: row.preset.goodsName ?? '',
      expressType: row.preset.expressType,
      payMethod: row.preset.payMethod,
    }),
    newRow: () => ({ name: '', goodsName: '' }),
    onSave: (v, row) => {
      const preset: SmartOrderPreset = {
        ...row?.preset,
        goodsName: (given(v.goodsName) as string | undefined)?.trim(),
        expressType: v.expressType,
        payMethod: v.payMethod,
      };
      return row ? updateSmartOrder(row.id, v.name.trim(), preset) : addSmartOrder(v.name.trim(), preset);
    },
    // A name already taken is the name's problem.
    refusalCell: (err) => (err.code === Code.CONFLICT ? 'name' : undefined),
  };
}
