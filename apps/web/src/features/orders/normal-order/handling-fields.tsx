import { ORDER_LIMITS, type PayMethod, type ServeType } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { handlingFields } from '@portal/shared/order-rules';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { DatePicker, Form, type FormRule, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { zodRule } from '@/lib/form-rules.ts';
import { pickupDayDisabled, pickupDefaultDay, pickupDisabledTime } from '../pickup-time.ts';

/**
 * How a parcel is handed over and paid for, and the shipper's own references: the same fields on
 * the domestic, international and quick order forms (and the multi-ticket one's payment).
 */
export function ServeTypeField({ serveTypes }: { serveTypes: readonly ServeType[] }) {
  const { t } = useTranslation('ordering');
  return (
    <Form.Item name="serveType" label={t('shipment.serveType')} required={refusesEmpty(handlingFields.serveType)}>
      <Radio.Group
        optionType="button"
        options={serveTypes.map((s) => ({ value: s, label: t(`serveType.${s === 'PICK UP' ? 'pickUp' : 'dropOff'}`) }))}
      />
    </Form.Item>
  );
}

/**
 * When the courier should come for a PICK UP parcel: from today up to the days ahead the rules allow,
 * in Malaysian time. Shown for PICK UP only, where the shared rule (pickupIssues) requires it.
 */
export function PickupTimeField({ rules, dependencies }: { rules: FormRule[]; dependencies?: string[] }) {
  const { t } = useTranslation('ordering');
  return (
    <Form.Item name="pickupTime" label={t('shipment.pickupTime')} required rules={rules} dependencies={dependencies}>
      <DatePicker
        showTime={{ format: 'HH:mm', minuteStep: 15 }}
        format="YYYY-MM-DD HH:mm"
        disabledDate={(d) => pickupDayDisabled(d)}
        disabledTime={(d) => pickupDisabledTime(d)}
        defaultPickerValue={pickupDefaultDay()}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

interface PayMethodFieldProps {
  payMethods: readonly PayMethod[];
  rules?: FormRule[];
  className?: string;
}

export function PayMethodField({ payMethods, rules, className }: PayMethodFieldProps) {
  const { t } = useTranslation('ordering');
  return (
    <Form.Item
      name="payMethod"
      label={t('shipment.payMethod')}
      required={refusesEmpty(handlingFields.payMethod)}
      rules={rules}
      className={className}
    >
      <Select options={payMethods.map((m) => ({ value: m, label: t(`msg:${PAY_METHOD_LABELS[m]}`) }))} />
    </Form.Item>
  );
}

/** The shipper's order code and remark, side by side. */
export function OrderRefFields() {
  const { t } = useTranslation('ordering');
  return (
    <div className="order-row">
      <Form.Item name="orderCode" label={t('shipment.orderCode')} rules={[zodRule(handlingFields.orderCode)]} className="order-half">
        <Input maxLength={ORDER_LIMITS.orderCodeMax} />
      </Form.Item>
      <Form.Item name="remark" label={t('shipment.remark')} rules={[zodRule(handlingFields.remark)]} className="order-half">
        <Input maxLength={ORDER_LIMITS.remarkMax} />
      </Form.Item>
    </div>
  );
}
