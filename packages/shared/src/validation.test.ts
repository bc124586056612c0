import { describe, expect, it } from 'vitest';
import { internationalOrderFields } from './order-international.ts';
import { domesticOrderFields } from './order-rules.ts';
import { refusesEmpty } from './validation.ts';

describe('required marks read from the shared rules', () => {
  it('marks what a domestic order cannot be without, and nothing the server defaults or leaves optional', () => {
    const required = Object.entries(domesticOrderFields.shape)
      .filter(([, schema]) => refusesEmpty(schema))
      .map(([field]) => field)
      .sort();
    expect(required).toEqual(
      [
        'senderName',
        'senderTel',
        'senderPostcode',
        'senderProv',
        'senderCity',
        'senderAddress',
        'receiverName',
        'receiverTel',
        'receiverPostcode',
        'receiverProv',
        'receiverCity',
        'receiverAddress',
        'expressType',
        'goodsName',
        // Spec 5 (issue 28): goods type, brand and the number of items are required; the goods value is required
        // but for documents, which the cross-field rules decide (declaredValueIssues), not the field alone.
        'goodsType',
        'brandName',
        'goodsNumber',
        'weightG',
        'serveType',
        'payMethod',
      ].sort(),
    );
  });

  it('marks the sizes of an order abroad, which customs need', () => {
    const { lengthCm, widthCm, heightCm, orderCode } = internationalOrderFields.shape;
    expect([lengthCm, widthCm, heightCm].map(refusesEmpty)).toEqual([true, true, true]);
    expect(refusesEmpty(orderCode)).toBe(false);
  });
});
