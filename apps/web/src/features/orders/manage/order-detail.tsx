import { formatRinggit } from '@portal/shared/money';
import type { OrderDetail } from '@portal/shared/order-manage';
import { PAY_METHOD_LABELS, SERVE_TYPE_LABELS, TRACKING_EVENT_LABELS } from '@portal/shared/order-manage';
import { Descriptions, type DescriptionsProps, Empty, Tag, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL, formatMalaysian } from '@/components/list-kit/cell-text.ts';
import { RevealText } from './receiver-text.tsx';

const TIME = 'YYYY-MM-DD HH:mm';
const kg = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 3 })} kg`;
const cm = (value: number | null) => (value === null ? null : `${value} cm`);

/** The view dialog's body: every field of one order in groups, then its tracking events, oldest first. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderManage');
  const status = (code: string) => {
    const key = TRACKING_EVENT_LABELS[code];
    return key ? t(`msg:${key}`) : code;
  };
  const section = (title: string, items: [string, ReactNode][]): ReactNode => (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={items.map(([key, children]): NonNullable<DescriptionsProps['items']>[number] => ({
        key,
        label: t(`detail.fields.${key}`),
        children: children === null || children === '' ? EMPTY_CELL : children,
      }))}
    />
  );
  const sizes = [order.lengthCm, order.widthCm, order.heightCm].some((v) => v !== null)
    ? [order.lengthCm, order.widthCm, order.heightCm].map((v) => cm(v) ?? EMPTY_CELL).join(' x ')
    : null;

  return (
    <div className="order-manage__detail">
      {section(t('detail.order'), [
        ['waybillNo', order.waybillNo],
        ['status', <Tag key="status">{status(order.status)}</Tag>],
        ['createTime', formatMalaysian(order.createTime, TIME)],
        ['orderCode', order.orderCode],
        ['expressType', order.expressTypeName],
        ['serveType', t(`msg:${SERVE_TYPE_LABELS[order.serveType]}`)],
        ['pickupTime', order.pickupTime ? formatMalaysian(order.pickupTime, TIME) : null],
        ['sortCode', order.sortCode],
        ['cancelTime', order.cancelTime ? formatMalaysian(order.cancelTime, TIME) : null],
        ['remark', order.remark],
      ])}
      {section(t('detail.sender'), [
        ['name', order.senderName],
        ['tel', order.senderTel],
        ['address', order.senderAddress],
        ['place', `${order.senderPostcode} ${order.senderCity}, ${order.senderProv}`],
      ])}
      {section(t('detail.receiver'), [
        ['name', order.receiverName],
        ['tel', <RevealText key="tel" waybillNo={order.waybillNo} type="tel" masked={order.receiverTel} />],
        ['address', <RevealText key="address" waybillNo={order.waybillNo} type="address" masked={order.receiverAddress} />],
        ['place', `${order.receiverPostcode} ${order.destination}`],
      ])}
      {section(t('detail.goods'), [
        ['goodsName', order.goodsName],
        ['goodsType', order.goodsType ? t(`ordering:goodsType.${order.goodsType}`) : null],
        ['brandName', order.brandName],
        ['goodsNumber', order.goodsNumber],
        ['weight', kg(order.weightKg)],
        ['chargeableWeight', kg(order.chargeableWeightKg)],
        ['volumetricWeight', kg(order.volumetricWeightKg)],
        ['sizes', sizes],
        ['packageCount', order.packageCount],
        ['declaredValue', order.declaredValueSen ? formatRinggit(order.declaredValueSen) : null],
        ['goodsValue', order.goodsValueSen ? formatRinggit(order.goodsValueSen) : null],
      ])}
      {section(t('detail.charges'), [
        ['payMethod', t(`msg:${PAY_METHOD_LABELS[order.payMethod]}`)],
        ['freight', formatRinggit(order.freightSen)],
        // Only where a promotion took some off: its name and the discount, out of the total below.
        ...(order.discountSen > 0
          ? ([['promotion', `${order.promotion ?? ''} −${formatRinggit(order.discountSen)}`]] as [string, ReactNode][])
          : []),
        ['insurance', formatRinggit(order.insuranceSen)],
        ['codFee', formatRinggit(order.codFeeSen)],
        ['total', formatRinggit(order.totalSen)],
        ['cod', order.codSen ? formatRinggit(order.codSen) : null],
      ])}
      <section aria-labelledby="order-manage-events" className="order-manage__events">
        <h3 id="order-manage-events" className="order-manage__events-title">
          {t('detail.events')}
        </h3>
        {order.events.length ? (
          <Timeline
            items={order.events.map((event, i) => ({
              key: `${event.time}-${i}`,
              color: i === order.events.length - 1 ? 'blue' : 'gray',
              children: (
                <>
                  <strong>{status(event.status)}</strong>
                  <div className="order-manage__event-meta">
                    {formatMalaysian(event.time, 'YYYY-MM-DD HH:mm:ss')}
                    {event.location ? ` · ${event.location}` : ''}
                  </div>
                </>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvents')} />
        )}
      </section>
    </div>
  );
}
