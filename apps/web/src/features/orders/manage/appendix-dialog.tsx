import { APPENDIX_FIELDS_MAX, APPENDIX_FILES_MAX } from '@portal/shared/pre-orders';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { useAccessoryLibrary } from '../api/get-accessory-list.ts';
import { useOrderAppendixes } from '../api/get-order-appendixs.ts';
import { saveAppendixes } from '../api/ins-or-update-order-appendixs.ts';
import { type AppendixField, AppendixFields, fieldKey, useAppendixFields } from './appendix-fields.tsx';

/**
 * An order's appendixes (spec calls getOrderAppendixs / insOrUpdateOrderAppendixs, issue 16): extra named
 * fields (a PO number, a delivery note), each edited in its row, and files from the attachment library, all
 * kept with the order when the dialog is saved.
 */
export function AppendixDialog({ waybillNo, open, onClose }: { waybillNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orderManage');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ accessoryIds: string[] }>();
  const current = useOrderAppendixes(waybillNo);
  const library = useAccessoryLibrary();
  // The fields as saved in their rows; a ref too, so the dialog's save sends the rows it has just saved.
  const [fields, setFields] = useState<readonly AppendixField[]>([]);
  const latest = useRef(fields);
  const change = (next: (all: readonly AppendixField[]) => readonly AppendixField[]) => {
    latest.current = next(latest.current);
    setFields(latest.current);
  };
  const editor = useAppendixFields(change);
  const save = useMutation({
    mutationFn: (accessoryIds: string[]) =>
      saveAppendixes({ waybillNo, fields: latest.current.map(({ name, value }) => ({ name, value })), accessoryIds }),
    onSuccess: () => {
      void message.success(t('appendix.saved'));
      onClose();
    },
  });
  useEffect(() => {
    if (!current.data) return;
    latest.current = current.data.fields.map((f) => ({ key: fieldKey(), ...f }));
    setFields(latest.current);
    form.setFieldsValue({ accessoryIds: current.data.files.map((f) => f.id) });
  }, [current.data, form]);

  /** Rows still being edited are saved first; one refused keeps the dialog open on it. */
  const submit = async ({ accessoryIds }: { accessoryIds?: string[] }) => {
    if (save.isPending || !(await editor.saveAll())) return;
    save.mutate(accessoryIds ?? []);
  };

  return (
    <Modal
      open={open}
      title={t('appendix.title', { waybillNo })}
      onCancel={onClose}
      okText={t('appendix.save')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'appendix-form', disabled: !current.data }}
      width={700}
      destroyOnHidden
    >
      {current.isError ? <Alert type="error" showIcon message={refusalText(current.error)} /> : null}
      {save.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(save.error)} /> : null}
      {current.isPending ? (
        <Skeleton active />
      ) : (
        <Form id="appendix-form" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Typography.Paragraph type="secondary">{t('appendix.intro', { max: APPENDIX_FIELDS_MAX })}</Typography.Paragraph>
          <AppendixFields editor={editor} fields={fields} onRemove={(field) => change((all) => all.filter((f) => f.key !== field.key))} />
          <Form.Item name="accessoryIds" label={t('appendix.files', { max: APPENDIX_FILES_MAX })} style={{ marginTop: 16 }}>
            <Select
              mode="multiple"
              maxCount={APPENDIX_FILES_MAX}
              loading={library.isPending}
              placeholder={t('appendix.filesPlaceholder')}
              notFoundContent={t('appendix.noFiles')}
              options={(library.data ?? []).map((f) => ({ value: f.id, label: f.displayName }))}
              optionFilterProp="label"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
