import { addComplaintParameter, COMPLAINT_LIMITS } from '@portal/shared/complaints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule } from '@/lib/form-rules.ts';
import { checkWaybill, complaintSubTypes, complaintTypes } from './api.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/** The new complaint's fields: type, sub-type, the waybill (checked as it is typed), what happened. */
export function ComplaintFields() {
  const { t } = useTranslation('complaints');
  const form = Form.useFormInstance();
  const type = Form.useWatch<string | undefined>('type', form);
  const waybillNo = Form.useWatch<string | undefined>('waybillNo', form);
  const types = useQuery({ queryKey: ['complaintTypes'], queryFn: complaintTypes, staleTime: Number.POSITIVE_INFINITY });
  const subs = useQuery({ queryKey: ['complaintSubTypes', type], queryFn: () => complaintSubTypes(type!), enabled: !!type });
  const needsWaybill = types.data?.find((x) => x.code === type)?.needsWaybill ?? true;
  const checked = useQuery({
    queryKey: ['complaintWaybill', waybillNo],
    queryFn: () => checkWaybill(waybillNo!.trim()),
    enabled: needsWaybill && /^\d{12}$/.test(waybillNo?.trim() ?? ''),
    retry: false,
  });
  return (
    <>
      <Form.Item name="type" label={t('fields.type')} rules={[{ required: true, message: t('fields.typeRequired') }]}>
        <Select
          options={(types.data ?? []).map((x) => ({ value: x.code, label: x.name }))}
          onChange={() => form.setFieldValue('subType', undefined)}
        />
      </Form.Item>
      <Form.Item name="subType" label={t('fields.subType')} rules={[{ required: true, message: t('fields.typeRequired') }]}>
        <Select disabled={!type} options={(subs.data ?? []).map((x) => ({ value: x.code, label: x.name }))} />
      </Form.Item>
      {needsWaybill ? (
        <Form.Item
          name="waybillNo"
          label={t('fields.waybillNo')}
          rules={[{ required: true, message: t('fields.waybillRequired') }]}
          extra={
            checked.data ? (
              <Typography.Text type="secondary">
                {t('fields.waybillFound', { status: checked.data.statusName, city: checked.data.receiverCity })}
              </Typography.Text>
            ) : checked.isError ? (
              <Typography.Text type="danger">{(checked.error as Error).message}</Typography.Text>
            ) : undefined
          }
        >
          <Input maxLength={20} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item name="content" label={t('fields.content')} className="list-kit-wide" rules={[fieldRule(addComplaintParameter, 'content')]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('fields.attachments')}
        className="list-kit-wide"
        extra={t('fields.attachmentsHint', { max: COMPLAINT_LIMITS.attachmentsMax })}
      >
        <AttachmentPicker />
      </Form.Item>
    </>
  );
}
