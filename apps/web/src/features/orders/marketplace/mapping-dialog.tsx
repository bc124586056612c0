import { MARKETPLACE_FIELDS, type Marketplace, REQUIRED_MARKETPLACE_FIELDS } from '@portal/shared/marketplace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useMarketplaceMappings } from '../api/get-marketplace-mappings.ts';
import { orderKeys } from '../api/keys.ts';
import { resetMapping } from '../api/reset-marketplace-mapping.ts';
import { saveMapping } from '../api/save-marketplace-mapping.ts';

/**
 * One shop's mapping (the column names of its seller-centre export), editable like a customer
 * template: the built-in names to start from, saved per customer, back to the built-in with one click.
 */
export function MappingDialog({ platform, onClose }: { platform: Marketplace; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const mappings = useMarketplaceMappings();
  const [form] = Form.useForm<Record<string, string>>();
  const done = () => {
    message.success(msg('editSuccess'));
    void queryClient.invalidateQueries({ queryKey: orderKeys.marketplaceMappings });
    onClose();
  };
  const save = useMutation({
    mutationFn: (values: Record<string, string>) => {
      const mapping = Object.fromEntries(Object.entries(values).filter(([, v]) => v?.trim()));
      return saveMapping(platform, mapping);
    },
    onSuccess: done,
    onError: (err) => message.error(refusalText(err)),
  });
  const reset = useMutation({
    mutationFn: () => resetMapping(platform),
    onSuccess: done,
    onError: (err) => message.error(refusalText(err)),
  });
  const current = mappings.data?.find((m) => m.platform === platform);
  return (
    <Modal open title={t('mapping.title', { shop: t(`platform.${platform}`) })} onCancel={onClose} footer={null} width={640}>
      {!current ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="horizontal" labelCol={{ span: 9 }} initialValues={current.mapping} onFinish={(v) => save.mutate(v)}>
          {MARKETPLACE_FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`fields.${field}`)}
              rules={
                REQUIRED_MARKETPLACE_FIELDS.includes(field)
                  ? [{ required: true, whitespace: true, message: msg('templateHeaderRequired') }]
                  : []
              }
              extra={
                current.builtIn[field] && current.builtIn[field] !== current.mapping[field]
                  ? t('mapping.builtIn', { name: current.builtIn[field] })
                  : undefined
              }
            >
              <Input allowClear placeholder={t('mapping.column')} />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('mapping.save')}
            </Button>
            <Button disabled={!current.custom} loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('mapping.reset')}
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
