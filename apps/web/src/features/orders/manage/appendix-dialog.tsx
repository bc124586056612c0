import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { APPENDIX_FIELDS_MAX, APPENDIX_FILES_MAX, appendixFieldSchema } from '@portal/shared/pre-orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { fetchAccessories, fetchAppendixes, saveAppendixes } from '../api/order-detail.ts';

interface AppendixValues {
  fields: { name: string; value: string }[];
  accessoryIds: string[];
}

const fieldRule = zodRule(appendixFieldSchema.shape.name);
const valueRule = zodRule(appendixFieldSchema.shape.value);

/**
 * An order's appendixes (spec calls getOrderAppendixs / insOrUpdateOrderAppendixs, issue 16): extra named
 * fields (a PO number, a delivery note) and files from the attachment library, kept with the order.
 */
export function AppendixDialog({ waybillNo, open, onClose }: { waybillNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orderManage');
  const { message } = useFeedback();
  const [form] = Form.useForm<AppendixValues>();
  const current = useQuery({ queryKey: ['orderAppendixes', waybillNo], queryFn: () => fetchAppendixes(waybillNo), staleTime: 0 });
  const library = useQuery({ queryKey: ['accessoryLibrary'], queryFn: fetchAccessories, staleTime: 0 });
  const save = useMutation({
    mutationFn: (values: AppendixValues) =>
      saveAppendixes({ waybillNo, fields: values.fields ?? [], accessoryIds: values.accessoryIds ?? [] }),
    onSuccess: () => {
      void message.success(t('appendix.saved'));
      onClose();
    },
  });
  useEffect(() => {
    if (current.data) form.setFieldsValue({ fields: current.data.fields, accessoryIds: current.data.files.map((f) => f.id) });
  }, [current.data, form]);

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
        <Form id="appendix-form" form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Typography.Paragraph type="secondary">{t('appendix.intro', { max: APPENDIX_FIELDS_MAX })}</Typography.Paragraph>
          <Form.List name="fields">
            {(items, { add, remove }) => (
              <>
                {items.map((item, i) => (
                  <Space key={item.key} align="baseline" className="order-appendix__row">
                    <Form.Item name={[item.name, 'name']} rules={[fieldRule]} label={i === 0 ? t('appendix.name') : undefined}>
                      <Input aria-label={`${t('appendix.name')} ${i + 1}`} maxLength={50} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'value']} rules={[valueRule]} label={i === 0 ? t('appendix.value') : undefined}>
                      <Input aria-label={`${t('appendix.value')} ${i + 1}`} maxLength={500} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('appendix.remove', { n: i + 1 })}
                      onClick={() => remove(item.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} disabled={items.length >= APPENDIX_FIELDS_MAX} onClick={() => add({ name: '', value: '' })}>
                  {t('appendix.add')}
                </Button>
              </>
            )}
          </Form.List>
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
