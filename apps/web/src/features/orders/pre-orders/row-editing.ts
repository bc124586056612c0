import { ORDER_NAME_MAX } from '@portal/shared/address';
import { ORDER_LIMITS } from '@portal/shared/order';
import { domesticOrderFields } from '@portal/shared/order-rules';
import type { PreOrderRow } from '@portal/shared/pre-orders';
import { gramsToKg } from '@portal/shared/weight';
import type { InlineEditOptions } from '@/components/list-kit/use-inline-edit.tsx';
import { cellRule } from '@/lib/form-rules.ts';
import { editVipOrderRow } from '../api/edit-vip-order-row.ts';
import { gramsOf } from '../order-units.ts';

/** What a pre-order's row edits in place: the receiver, the goods and the weight it shows. */
export type PreOrderRowValues = Pick<PreOrderRow, 'receiverName' | 'goodsName' | 'weightKg'>;

const shape = domesticOrderFields.shape;

/**
 * A pre-order's row edited in place (spec 4 "Cell editing", issue 28), checked by the order's own rules, which
 * `editVipOrderRow` applies again; the rest of the pre-order is the dialog's (Edit).
 */
export const preOrderRowEditing: InlineEditOptions<PreOrderRow, PreOrderRowValues> = {
  cells: [
    { field: 'receiverName', input: { kind: 'text', maxLength: ORDER_NAME_MAX }, rule: cellRule(shape.receiverName) },
    { field: 'goodsName', input: { kind: 'text', maxLength: ORDER_LIMITS.goodsNameMax }, rule: cellRule(shape.goodsName) },
    {
      field: 'weightKg',
      input: { kind: 'number', min: 0, max: gramsToKg(ORDER_LIMITS.maxWeightG), precision: 2, step: 0.1, suffix: 'kg' },
      // Typed in kg, checked in grams as the order is.
      rule: cellRule(shape.weightG, (kg) => gramsOf(kg as number | null)),
    },
  ],
  valuesOf: ({ receiverName, goodsName, weightKg }) => ({ receiverName, goodsName, weightKg }),
  editable: (row) => row.status === 'SAVED',
  onSave: (v, row) =>
    editVipOrderRow(row!.id, { receiverName: v.receiverName.trim(), goodsName: v.goodsName.trim(), weightG: gramsOf(v.weightKg) }),
};
