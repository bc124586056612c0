import type { Lang } from '@portal/shared/lang';
import type { freightFields } from '@portal/shared/order-rules';
import type { z } from 'zod';
import { rulesBroken } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { checkDomesticOrder, type PlaceDeps } from './place-order.ts';

/** What pricing an order reads: the customer's contract, the places, the tariffs, the drop points. */
export type PriceDeps = Pick<PlaceDeps, 'contexts' | 'geography' | 'pricing' | 'dropPoints' | 'translate'>;

/**
 * The price breakdown of an order not placed (getFreight.do as the order form is filled, the freight query, the
 * open API's rates): the same rules and tariff lines as placing it, on the fields given so far (names, phones and
 * addresses optional).
 */
export async function priceDomesticOrder(deps: PriceDeps, scope: RowScope, parameter: z.infer<typeof freightFields>, lang: Lang) {
  const input = {
    senderName: '',
    senderTel: '',
    senderAddress: '',
    receiverName: '',
    receiverTel: '',
    receiverAddress: '',
    goodsName: '',
    // The goods' declaration is not part of the price either (orderIssues' 'price' leaves it out).
    goodsType: 'OTHERS' as const,
    brandName: '',
    goodsNumber: 1,
    serveType: 'DROP OFF' as const,
    payMethod: undefined,
    orderCode: '',
    remark: '',
    ...parameter,
  };
  // Pay method and pick-up are not part of the price: they are checked at submission.
  const draft = { ...input, payMethod: input.payMethod ?? 'CASH' };
  const checked = await checkDomesticOrder(deps, scope, draft, 'price');
  if (checked.issues.length || !checked.price) throw rulesBroken(checked.issues, deps.translate, lang);
  const { tariffId: _tariff, promotion, ...price } = checked.price;
  return { ...price, promotion: promotion && { id: promotion.id, name: promotion.name[lang], rateBp: promotion.rateBp } };
}
