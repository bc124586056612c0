import { formatRinggit } from '@portal/shared/money';
import { ORDER_LIMITS } from '@portal/shared/order';
import { customsLineSchema, customsTotalSen } from '@portal/shared/order-international';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { Button, Card, Form, type FormRule, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { cardTitle } from '../order-headings.tsx';
import { type CustomsRow, customsLineOf } from './inter-order-form.ts';

const shape = customsLineSchema.shape;
/** Unit price, quantity and unit weight: positive (spec 5 "required positive decimals"). */
const positive: FormRule = {
  required: [shape.unitPriceSen, shape.quantity, shape.weightG].every(refusesEmpty),
  validator: async (_rule: unknown, value: number | null | undefined) => {
    if (!value || value <= 0) throw new Error(msg('customsLineRule'));
  },
};

/**
 * The customs declaration (spec 3 "Customs item"): one row a kind of goods, with its unit price,
 * quantity and unit weight; each row's total and the declared value follow as they are typed.
 */
export function CustomsLines({ rows }: { rows: CustomsRow[] }) {
  const { t } = useTranslation('ordering');
  const total = customsTotalSen(rows.map(customsLineOf));
  return (
    <Card size="small" title={cardTitle(t('customs.title'))} className="order-card">
      <Form.List
        name="customs"
        rules={[
          {
            validator: async (_rule, value: CustomsRow[] | undefined) => {
              if (!value?.length) throw new Error(msg('customsRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <fieldset key={field.key} className="customs-line" aria-label={t('customs.line', { n: i + 1 })}>
                <legend>{t('customs.line', { n: i + 1 })}</legend>
                <div className="order-row">
                  <Form.Item
                    name={[field.name, 'description']}
                    label={t('customs.description')}
                    rules={[zodRule(shape.description)]}
                    className="order-half"
                  >
                    <Input maxLength={ORDER_LIMITS.customsDetailMax} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'hsCode']}
                    label={t('customs.hsCode')}
                    rules={[zodRule(shape.hsCode)]}
                    className="order-third"
                  >
                    <Input maxLength={13} inputMode="decimal" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'origin']} label={t('customs.origin')} className="order-third">
                    <Input maxLength={50} />
                  </Form.Item>
                </div>
                <div className="order-row">
                  <Form.Item name={[field.name, 'unitPriceRm']} label={t('customs.unitPrice')} rules={[positive]} className="order-third">
                    <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} label={t('customs.quantity')} rules={[positive]} className="order-third">
                    <InputNumber min={1} max={ORDER_LIMITS.maxPieces} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weightKg']} label={t('customs.unitWeight')} rules={[positive]} className="order-third">
                    <InputNumber min={0} precision={2} suffix="kg" style={{ width: '100%' }} />
                  </Form.Item>
                </div>
                <div className="customs-line__foot">
                  <Typography.Text>
                    {t('customs.lineTotal')}: {formatRinggit(customsLineOf(rows[i] ?? {}).unitPriceSen * (rows[i]?.quantity ?? 0))}
                  </Typography.Text>
                  {fields.length > 1 && (
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      {t('customs.remove', { n: i + 1 })}
                    </Button>
                  )}
                </div>
              </fieldset>
            ))}
            <Form.ErrorList errors={errors} />
            <div className="customs-line__foot">
              <Button onClick={() => add({ quantity: 1 })} disabled={fields.length >= ORDER_LIMITS.customsLinesMax}>
                {t('customs.add')}
              </Button>
              <Typography.Text strong data-testid="customs-total">
                {t('customs.total')}: {formatRinggit(total)}
              </Typography.Text>
            </div>
          </>
        )}
      </Form.List>
    </Card>
  );
}
