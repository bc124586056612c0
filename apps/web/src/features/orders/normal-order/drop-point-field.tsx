import { isDomesticPostcode } from '@portal/shared/address';
import type { Product } from '@portal/shared/order';
import type { DropPoint } from '@portal/shared/service-area';
import { Form, type FormRule, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { msg } from '@/lib/i18n.ts';
import { useDropPoints } from '../api/drop-points.ts';

interface DropPointFieldProps {
  senderPostcode?: string;
  senderRegion?: string[];
  expressType?: Product;
  chosen?: string | null;
}

const where = (p: DropPoint) => `${p.address}, ${p.postcode} ${p.city}`;

/** The branch must take the product chosen (Cargo needs a hub): the server's rule, said before submitting. */
const takesProduct =
  (points: DropPoint[]): FormRule =>
  (form) => ({
    validator: async (_rule, code: string | null | undefined) => {
      const product = form.getFieldValue('expressType') as Product | undefined;
      const point = points.find((p) => p.code === code);
      if (point && product && !point.products.includes(product))
        throw new Error(msg('dropPointRefusesProduct', { name: point.name, product }));
    },
  });

/**
 * Where a DROP OFF parcel will be handed in (optional: any branch takes it): the courier's open
 * drop points nearest the sender's postcode first, each with its street and opening hours.
 */
export function DropPointField({ senderPostcode, senderRegion, expressType, chosen }: DropPointFieldProps) {
  const { t } = useTranslation('ordering');
  const postcode = senderPostcode?.trim() ?? '';
  const [state, city] = senderRegion ?? [];
  const near = isDomesticPostcode(postcode) ? { postcode, state, city } : { state, city };
  const points = useDropPoints(near);
  const list = points.data?.list ?? [];
  const point = list.find((p) => p.code === chosen);

  return (
    <Form.Item
      name="dropPointCode"
      label={t('shipment.dropPoint')}
      rules={[takesProduct(list)]}
      dependencies={['expressType']}
      extra={point ? `${where(point)} · ${point.openingHours} · ${point.phone}` : t('shipment.dropPointHint')}
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'search' }}
        loading={points.isFetching}
        placeholder={t('shipment.dropPointAny')}
        options={list.map((p) => ({
          value: p.code,
          label: `${p.name} · ${p.postcode} ${p.city}`,
          search: `${p.code} ${p.name} ${where(p)} ${p.state}`,
          disabled: !!expressType && !p.products.includes(expressType),
          point: p,
        }))}
        optionRender={({ data }) => (
          <div data-testid={`drop-point-${data.point.code}`}>
            <div>{data.point.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {where(data.point)}
              <br />
              {data.disabled ? t('shipment.dropPointNotFor', { product: expressType }) : data.point.openingHours}
            </Typography.Text>
          </div>
        )}
      />
    </Form.Item>
  );
}
