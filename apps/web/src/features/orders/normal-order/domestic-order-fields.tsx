import type { OrderContext } from '@portal/shared/order-rules';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { usePostcodeFill } from '@/components/address-kit';
import type { OrderConfig } from '../api/order-config.ts';
import type { BusinessProduct } from '../api/products.ts';
import type { OrderFormValues } from './order-form.ts';
import { PartyFields } from './party-fields.tsx';
import { ShipmentFields } from './shipment-fields.tsx';

interface DomesticOrderFieldsProps {
  form: FormInstance<OrderFormValues>;
  values: Partial<OrderFormValues>;
  products: BusinessProduct[];
  config: OrderConfig;
  context: () => OrderContext | null;
  senderFill: ReturnType<typeof usePostcodeFill>;
  receiverFill: ReturnType<typeof usePostcodeFill>;
  /** Under the shipment: the price and the button. */
  children: ReactNode;
}

/**
 * The fields of a domestic order, as the normal order page places one and order management edits
 * one: sender and receiver side by side with the shipment, its hand-over and payment.
 */
export function DomesticOrderFields({
  form,
  values,
  products,
  config,
  context,
  senderFill,
  receiverFill,
  children,
}: DomesticOrderFieldsProps) {
  return (
    <div className="order-columns">
      <div className="order-column">
        <PartyFields party="sender" form={form} fill={senderFill} />
        <PartyFields party="receiver" form={form} fill={receiverFill} />
      </div>
      <div className="order-column">
        <ShipmentFields products={products} config={config} context={context} values={values} />
        {children}
      </div>
    </div>
  );
}
