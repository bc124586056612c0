import { addWorkOrderParameter, WORK_ORDER_LIMITS } from '@portal/shared/work-orders';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule } from '@/lib/form-rules.ts';
import { workOrderTypes } from './api.ts';
import { WorkOrderFilePicker } from './file-picker.tsx';

/** A new work order's fields: the type, the waybill (when the type is about a parcel), what is needed, files. */
export function WorkOrderFields() {
  const { t } = useTranslation('workOrders');
  const form = Form.useFormInstance();
  const type = Form.useWatch<string | undefined>('type', form);
  const types = useQuery({ queryKey: ['workOrderTypes'], queryFn: workOrderTypes, staleTime: Number.POSITIVE_INFINITY });
  const needsWaybill = types.data?.find((x) => x.code === type)?.needsWaybill ?? true;
  return (
    <>
      <Form.Item name="type" label={t('fields.type')} rules={[{ required: true, message: t('fields.typeRequired') }]}>
        <Select options={(types.data ?? []).map((x) => ({ value: x.code, label: x.name }))} />
      </Form.Item>
      <Form.Item
        name="waybillNo"
        label={needsWaybill ? t('fields.waybillNo') : t('fields.waybillOptional')}
        rules={[{ required: needsWaybill, message: t('fields.waybillRequired') }]}
      >
        <Input maxLength={20} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="content" label={t('fields.content')} className="list-kit-wide" rules={[fieldRule(addWorkOrderParameter, 'content')]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={WORK_ORDER_LIMITS.contentMax} showCount />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('fields.files')}
        className="list-kit-wide"
        extra={t('fields.filesHint', { max: WORK_ORDER_LIMITS.filesMax })}
        valuePropName="value"
      >
        <WorkOrderFilePicker />
      </Form.Item>
    </>
  );
}
