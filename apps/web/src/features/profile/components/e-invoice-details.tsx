import EditOutlined from '@ant-design/icons/EditOutlined';
import { type EInvoiceDetails as Details, eInvoiceDetailsParameter } from '@portal/shared/e-invoice';
import { Button, Descriptions, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useEInvoiceDetails, useSaveEInvoiceDetails } from '../api/e-invoice-details.ts';
import { orDash } from '../format.ts';
import { ProfileFormDialog } from './profile-form-dialog.tsx';

/**
 * The company's e-invoicing details (main accounts): the TIN, BRN and SST number LHDN's MyInvois needs
 * of the buyer. Invoices issued after a change carry it; issued ones keep what they were issued with.
 */
export function EInvoiceDetails() {
  const { t } = useTranslation('profile');
  const details = useEInvoiceDetails();
  const [editing, setEditing] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (details.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const d = details.data;
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'tin', label: t('eInvoice.tin'), children: orDash(d?.tin) },
          { key: 'brn', label: t('eInvoice.brn'), children: orDash(d?.brn) },
          { key: 'sstNo', label: t('eInvoice.sstNo'), children: d?.sstNo || t('eInvoice.notRegistered') },
        ]}
      />
      <Button
        icon={<EditOutlined aria-hidden />}
        onClick={() => {
          setMounted(true);
          setEditing(true);
        }}
        style={{ marginTop: 12 }}
      >
        {t('eInvoice.edit')}
      </Button>
      {mounted && (
        <EditDialog
          open={editing}
          initial={{ tin: d?.tin ?? '', brn: d?.brn ?? '', sstNo: d?.sstNo ?? '' }}
          onClose={() => setEditing(false)}
          afterClose={() => setMounted(false)}
        />
      )}
    </>
  );
}

function EditDialog({
  open,
  initial,
  onClose,
  afterClose,
}: {
  open: boolean;
  initial: Details;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const [form] = Form.useForm<Details>();
  const save = useSaveEInvoiceDetails();
  const submit = (values: Details) =>
    save.mutate(values, {
      onSuccess: () => {
        message.success(msg('eInvoiceDetailsSaved'));
        onClose();
      },
    });
  return (
    <ProfileFormDialog<Details>
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('eInvoice.title')}
      name="eInvoice"
      form={form}
      initialValues={initial}
      onFinish={submit}
      pending={save.isPending}
      refusal={save.isError ? refusalText(save.error, 'editFailed') : null}
      onEdit={save.reset}
      intro={t('eInvoice.intro')}
    >
      <Form.Item name="tin" label={t('eInvoice.tin')} rules={[fieldRule(eInvoiceDetailsParameter, 'tin')]} required>
        <Input autoFocus placeholder="C24567890120" maxLength={15} />
      </Form.Item>
      <Form.Item name="brn" label={t('eInvoice.brn')} rules={[fieldRule(eInvoiceDetailsParameter, 'brn')]} required>
        <Input inputMode="numeric" placeholder="202101012345" maxLength={12} />
      </Form.Item>
      <Form.Item
        name="sstNo"
        label={t('eInvoice.sstNo')}
        rules={[fieldRule(eInvoiceDetailsParameter, 'sstNo')]}
        extra={t('eInvoice.sstHint')}
      >
        <Input placeholder="W10-1808-32000123" maxLength={17} />
      </Form.Item>
    </ProfileFormDialog>
  );
}
