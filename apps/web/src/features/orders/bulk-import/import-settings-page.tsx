import { GOODS_TYPES, PAY_METHODS, PRODUCTS, SERVE_TYPES } from '@portal/shared/order';
import { type ImportSettings, importSettingsSchema } from '@portal/shared/order-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useExcelTemplates } from '../api/get-excel-template-list.ts';
import { useImportSettings } from '../api/get-import-setting.ts';
import { orderKeys } from '../api/keys.ts';
import { saveImportSettings } from '../api/save-import-setting.ts';
import './bulk-import.css';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';

const SENDER_FIELDS = ['name', 'tel', 'postcode', 'prov', 'city', 'address'] as const;

type Values = Omit<ImportSettings, 'sender' | 'templateId'> & { templateId: number; sender: NonNullable<ImportSettings['sender']> };

/**
 * Import settings (spec 2 `/import/home`, importHome; settingHome): the template, sender, product,
 * service type and payment method an import falls back on when a row leaves them blank.
 */
export function Component() {
  const { t } = useTranslation('bulkImport');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const settings = useImportSettings();
  const templates = useExcelTemplates();
  const save = useMutation({
    mutationFn: (v: Values) => {
      // Left as the address book's default sender, the settings keep following the book (null) rather than a copy of it.
      const asBook = bookSender && SENDER_FIELDS.every((f) => (v.sender?.[f] ?? '').trim() === bookSender[f]);
      const sender = !asBook && Object.values(v.sender ?? {}).some((x) => x?.trim()) ? v.sender : null;
      return saveImportSettings(importSettingsSchema.parse({ ...v, templateId: v.templateId || null, sender }));
    },
    onSuccess: () => {
      message.success(msg('editSuccess'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.importSettings });
    },
    onError: (err) => message.error(refusalText(err)),
  });
  const bookSender = settings.data?.bookSender ?? null;
  if (settings.isPending) return <Skeleton active />;
  const s = settings.data;
  const initial = {
    templateId: s?.templateId ?? 0,
    expressType: s?.expressType,
    serveType: s?.serveType,
    payMethod: s?.payMethod,
    goodsType: s?.goodsType ?? undefined,
    brandName: s?.brandName ?? '',
    // No sender saved: a row without one ships from the address book's default, so the page starts on it.
    sender: s?.sender ?? bookSender ?? { name: '', tel: '', postcode: '', prov: '', city: '', address: '' },
  };
  return (
    <section className="bulk-import">
      <h1 className="bulk-import__title">{t('settings')}</h1>
      <Card>
        <Typography.Paragraph type="secondary">{t('settingsPage.intro')}</Typography.Paragraph>
        <Form<Values> layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)} style={{ maxWidth: 560 }}>
          <Form.Item name="templateId" label={t('settingsPage.template')}>
            <Select
              options={[
                { value: 0, label: t('template.standard') },
                ...(templates.data ?? []).map((x) => ({ value: x.id, label: x.name })),
              ]}
            />
          </Form.Item>
          <Form.Item name="expressType" label={t('settingsPage.product')}>
            <Select options={PRODUCTS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item name="serveType" label={t('settingsPage.serveType')}>
            <Select options={SERVE_TYPES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item name="payMethod" label={t('settingsPage.payMethod')}>
            <Select allowClear options={PAY_METHODS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          {/* Rows and shop orders that name no goods type or brand (spec 5 requires both) take these. */}
          <Form.Item name="goodsType" label={t('settingsPage.goodsType')}>
            <Select allowClear options={GOODS_TYPES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item name="brandName" label={t('settingsPage.brandName')}>
            <Input maxLength={100} />
          </Form.Item>
          <Typography.Title level={5}>{t('settingsPage.sender')}</Typography.Title>
          {SENDER_FIELDS.map((f) => (
            <Form.Item
              key={f}
              name={['sender', f]}
              label={t(`settingsPage.${f === 'name' ? 'senderName' : f === 'tel' ? 'senderTel' : f}`)}
            >
              <Input />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settingsPage.save')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
