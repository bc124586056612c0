import { formatRinggit, ringgitOf, senOf } from '@portal/shared/money';
import { codSenField } from '@portal/shared/order-rules';
import type { WaybillListRow } from '@portal/shared/waybills';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { invalidateWaybills, updateCod } from '../api/waybill-list.ts';

interface CodDialogProps {
  row: WaybillListRow;
  open: boolean;
  onClose: () => void;
}

/** The amount in ringgit as typed, judged by the shared COD rule on its sen. */
const codRule = {
  validator: async (_: unknown, rm: number | null | undefined) => {
    if (rm === null || rm === undefined) throw new Error(msg('codMustBeNumber'));
    const parsed = codSenField.safeParse(senOf(rm));
    if (!parsed.success) throw new Error(msg(parsed.error.issues[0]?.message ?? 'codMustBeNumber'));
  },
};

/**
 * Changes a waybill's COD amount before pick-up (updateCod). The server decides everything that
 * matters (the status now, the customer's COD limit, the fee, the wallet); the dialog says what it did.
 */
export function CodDialog({ row, open, onClose }: CodDialogProps) {
  const { t } = useTranslation('waybills');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ codRm: number | null }>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    const { codRm } = await form.validateFields();
    setSaving(true);
    setRefusal(null);
    try {
      const done = await updateCod({ waybillNo: row.waybillNo, codSen: senOf(codRm) });
      const texts = { waybillNo: done.waybillNo, amount: formatRinggit(done.codSen) };
      if (done.edit === 0) message.info(t('codDialog.unchanged', texts));
      else if (done.chargedSen > 0) message.success(t('codDialog.savedCharged', { ...texts, wallet: formatRinggit(done.chargedSen) }));
      else if (done.refundedSen > 0) message.success(t('codDialog.savedRefunded', { ...texts, wallet: formatRinggit(done.refundedSen) }));
      else message.success(t('codDialog.saved', texts));
      await invalidateWaybills();
      onClose();
    } catch (err) {
      setRefusal(refusalText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('codDialog.title', { waybillNo: row.waybillNo })}
      okText={t('codDialog.save')}
      cancelText={t('codDialog.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('codDialog.current', { amount: formatRinggit(row.codSen) })}</p>
      <Form form={form} layout="vertical" initialValues={{ codRm: ringgitOf(row.codSen) }} onFinish={() => void save()}>
        <Form.Item name="codRm" label={t('codDialog.amount')} rules={[codRule]}>
          <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} autoFocus />
        </Form.Item>
      </Form>
      <p className="waybills__note">{t('codDialog.note')}</p>
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
    </Modal>
  );
}
