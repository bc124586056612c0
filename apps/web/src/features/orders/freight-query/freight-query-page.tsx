import { promisedDays } from '@portal/shared/delivery-time';
import { promisedDaysText, promiseMeets, type TimeEffectiveTypeOption, timeEffectiveTypeOf } from '@portal/shared/network';
import { Alert, Card, Form, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostcodeFill } from '@/components/address-kit';
import { TimeEffectivePicker } from '@/components/org-pickers';
import { refusalText } from '@/lib/form-rules.ts';
import { currentLang } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useOrderConfig } from '../api/order-config.ts';
import { useBusinessProducts } from '../api/products.ts';
import { cardTitle, OrderPageHeading } from '../order-headings.tsx';
import '../orders.css';
import { type OrderFormValues, orderContextOf } from '../normal-order/order-form.ts';
import { fillOnChange, PlaceFields } from '../normal-order/party-fields.tsx';
import { PricePanel } from '../normal-order/price-panel.tsx';
import { ParcelFields } from '../normal-order/shipment-fields.tsx';
import { useOrderPrice } from '../normal-order/use-order-price.ts';
import { useDefaultSender } from '../use-default-sender.ts';

/**
 * The delivery promise of the route as filled so far (shared/delivery-time.ts) and its time-effective
 * type, or null; with a service time wanted (the time-effective-type picker), whether the route meets it.
 */
function RoutePromise({ values }: { values: Partial<OrderFormValues> }) {
  const { t } = useTranslation('queries');
  const [wanted, setWanted] = useState<TimeEffectiveTypeOption | null>(null);
  const from = values.senderRegion?.[0];
  const to = values.receiverRegion?.[0];
  if (!from || !to) return null;
  const promise = promisedDays(from, to);
  const type = timeEffectiveTypeOf(promise);
  const lang = currentLang();
  const days = promisedDaysText(promise);
  return (
    <Card size="small" title={cardTitle(t('freight.promise'))} className="order-card" data-testid="route-promise">
      <Typography.Paragraph>
        {type ? t('freight.promiseText', { days, name: type.names[lang] }) : t('freight.promiseDays', { days })}
      </Typography.Paragraph>
      <Form.Item label={t('freight.wanted')} htmlFor="freight-wanted" className="freight-query__wanted">
        <TimeEffectivePicker id="freight-wanted" value={wanted?.id ?? null} onChange={(_, chosen) => setWanted(chosen)} />
      </Form.Item>
      {wanted && (
        <Alert
          type={promiseMeets(promise, wanted) ? 'success' : 'warning'}
          showIcon
          data-testid="route-meets"
          title={t(promiseMeets(promise, wanted) ? 'freight.meets' : 'freight.misses', { name: wanted.name, days })}
        />
      )}
    </Card>
  );
}

/**
 * Freight query (spec 2 Queries, `freightQuery`): a parcel priced between two postcodes without
 * ordering it. The order form's own fields, rules and price (getFreight: the server's tariffs), with
 * the promise of the route; the sender's postcode starts as the default sender's.
 */
export default function FreightQueryPage() {
  const { t } = useTranslation('queries');
  const user = useUserInfo();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const [form] = Form.useForm<OrderFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<OrderFormValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  const receiverFill = usePostcodeFill(form, 'receiverPostcode', 'receiverRegion');
  const context = useMemo(() => (config.data ? orderContextOf(user, config.data) : null), [user, config.data]);
  const { price, waiting } = useOrderPrice(values);
  useDefaultSender(form, senderFill);

  if (products.isPending || config.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;

  return (
    <Form<OrderFormValues>
      form={form}
      name="freightQuery"
      layout="vertical"
      initialValues={{ expressType: products.data[0]?.code as OrderFormValues['expressType'], packageCount: 1 }}
      onValuesChange={fillOnChange({ sender: senderFill, receiver: receiverFill })}
      className="order-page"
    >
      <OrderPageHeading />
      <Typography.Paragraph type="secondary">{t('freight.intro')}</Typography.Paragraph>
      <div className="order-columns">
        <div className="order-column">
          <Card size="small" title={cardTitle(t('freight.from'))} className="order-card">
            <PlaceFields party="sender" form={form} fill={senderFill} />
          </Card>
          <Card size="small" title={cardTitle(t('freight.to'))} className="order-card">
            <PlaceFields party="receiver" form={form} fill={receiverFill} />
          </Card>
        </div>
        <div className="order-column">
          <Card size="small" title={cardTitle(t('freight.parcel'))} className="order-card">
            <ParcelFields products={products.data} config={config.data} context={() => context} values={values} withGoods={false} />
          </Card>
          <PricePanel
            price={price.data}
            waiting={waiting}
            loading={price.isFetching}
            problem={price.isError ? refusalText(price.error) : null}
          />
          <RoutePromise values={values} />
        </div>
      </div>
    </Form>
  );
}
