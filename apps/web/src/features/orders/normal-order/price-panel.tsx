import { formatRinggit } from '@portal/shared/money';
import type { PricedShipment } from '@portal/shared/promotions';
import { gramsToKg } from '@portal/shared/weight';
import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle } from '../order-headings.tsx';

const kg = (g: number) => `${gramsToKg(g).toFixed(2)} kg`;

interface PricePanelProps {
  price: PricedShipment | undefined;
  /** The order is not complete enough to price yet. */
  waiting: boolean;
  loading: boolean;
  /** The server's refusal of the price (a rule broken, no tariff for the route). */
  problem: string | null;
}

/** The live price: the server's getFreight on the form as it stands, re-asked as fields change. */
export function PricePanel({ price, waiting, loading, problem }: PricePanelProps) {
  const { t } = useTranslation('ordering');
  return (
    <Card size="small" title={cardTitle(t('price.title'))} className="order-card order-price" aria-live="polite" aria-busy={loading}>
      {waiting && !price && <Typography.Text type="secondary">{t('price.waiting')}</Typography.Text>}
      {problem && <Alert type="warning" showIcon title={problem} />}
      {!waiting && !price && !problem && loading && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {price && !problem && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'zone', label: t('price.zone'), children: t(`zone.${price.zone}`, { defaultValue: price.zone }) },
              { key: 'actual', label: t('price.actualWeight'), children: kg(price.actualWeightG) },
              { key: 'volumetric', label: t('price.volumetricWeight'), children: kg(price.volumetricWeightG) },
              { key: 'chargeable', label: t('price.chargeableWeight'), children: kg(price.chargeableWeightG) },
              { key: 'freight', label: t('price.freight'), children: formatRinggit(price.freightSen) },
              // The promotion the order gets today (one at most), as its own line: the total is after it.
              ...(price.discountSen > 0
                ? [
                    {
                      key: 'promotion',
                      label: t('price.promotion', { name: price.promotion?.name ?? '', rate: (price.promotion?.rateBp ?? 0) / 100 }),
                      children: <span className="order-price__discount">−{formatRinggit(price.discountSen)}</span>,
                    },
                  ]
                : []),
              { key: 'insurance', label: t('price.insurance'), children: formatRinggit(price.insuranceSen) },
              { key: 'codFee', label: t('price.codFee'), children: formatRinggit(price.codFeeSen) },
            ]}
          />
          <div className="order-price__total" data-testid="order-total">
            <span>{t('price.total')}</span>
            <strong>{formatRinggit(price.totalSen)}</strong>
          </div>
        </>
      )}
    </Card>
  );
}
