import { LANGS, parseLang } from '@portal/shared/lang';
import { formatRinggit } from '@portal/shared/money';
import { PRODUCTS } from '@portal/shared/order';
import { DOMESTIC_ZONES } from '@portal/shared/pricing';
import { PROMOTION_LIMITS, type PromotionRow } from '@portal/shared/promotions';
import { malaysiaDate } from '@portal/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, type FormRule, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { HTML_LANG, msg } from '@/lib/i18n.ts';
import { addPromotion } from './api/add.ts';
import { endPromotion } from './api/end.ts';
import { promotionKeys } from './api/keys.ts';
import { usePromotions } from './api/list.ts';
import { type PromotionValues, promotionProblem } from './promotion-form.ts';
import { promotionState } from './promotion-state.ts';

const TONE = { running: 'green', coming: 'blue', over: 'default', ended: 'default' } as const;
/** A field's rule: the shared schema's problem at `path`, in the user's language. */
const promotionRule =
  (path: Parameters<typeof promotionProblem>[1]): FormRule =>
  (form) => ({
    validator: async () => {
      const problem = promotionProblem(form.getFieldsValue(true) as PromotionValues, path);
      if (problem) throw new Error(msg(problem.key, problem.params));
    },
  });
const STATE_TEXT = { running: 'stateRunning', coming: 'stateComing', over: 'stateOver', ended: 'stateEnded' } as const;

/**
 * The courier's promotions (admin menu 910, issue 27): each share off the freight with what it applies
 * to and how much it has given; added and ended here, never edited (orders name the promotion they got).
 */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation('lists', { keyPrefix: 'promotionDesk' });
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const list = usePromotions();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<PromotionRow | null>(null);
  const [form] = Form.useForm<PromotionValues>();
  const lang = parseLang(i18n.language);
  const today = malaysiaDate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.list });

  const add = useMutation({
    mutationFn: addPromotion,
    onSuccess: async () => {
      setAdding(false);
      await refresh();
      void message.success(msg('promotionAdded'));
    },
  });
  const end = useMutation({
    mutationFn: endPromotion,
    onSuccess: async () => {
      setEnding(null);
      await refresh();
      void message.success(msg('promotionEnded'));
    },
  });
  const open = () => {
    add.reset();
    form.resetFields();
    setAdding(true);
  };
  return (
    <div>
      <PageHeading />
      <Typography.Paragraph style={{ maxWidth: 860 }}>{t('intro')}</Typography.Paragraph>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={open}>
        {t('add')}
      </Button>
      {list.isError ? <Alert type="error" showIcon message={refusalText(list.error)} /> : null}
      <DeskTable<PromotionRow>
        rowKey="id"
        loading={list.isPending}
        rows={list.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { kind: 'name', title: t('name'), key: 'name', render: (_, p) => p.name[lang] },
          { kind: 'count', title: t('rate'), dataIndex: 'rateBp', render: (bp: number) => `${bp / 100}%` },
          { kind: 'label', title: t('product'), dataIndex: 'product', render: (p: string | null) => (p ? t(`products.${p}`) : t('every')) },
          {
            kind: 'name',
            title: t('zones'),
            dataIndex: 'zones',
            render: (zones: string[]) => (zones.length ? zones.map((z) => t(`zone.${z}`)).join('; ') : t('everyZone')),
          },
          {
            kind: 'name',
            title: t('customer'),
            key: 'customer',
            render: (_, p) => (p.customerCode ? `${p.customerName} (${p.customerCode})` : t('everyCustomer')),
          },
          { kind: 'name', title: t('period'), key: 'period', render: (_, p) => `${p.startsOn} – ${p.endsOn}` },
          { kind: 'count', title: t('used'), dataIndex: 'orders' },
          { kind: 'money', title: t('discount'), dataIndex: 'discountSen', render: (sen: number) => formatRinggit(sen) },
          {
            kind: 'status',
            title: t('state'),
            key: 'state',
            render: (_, p) => {
              const state = promotionState(p, today);
              return <CellTag color={TONE[state]}>{t(STATE_TEXT[state])}</CellTag>;
            },
          },
        ]}
        actions={{
          title: t('actions'),
          labels: [t('end')],
          render: (p) =>
            ['running', 'coming'].includes(promotionState(p, today)) ? (
              <Button size="small" danger onClick={() => setEnding(p)} aria-label={`${t('end')}: ${p.name[lang]}`}>
                {t('end')}
              </Button>
            ) : null,
        }}
      />
      <Modal
        open={adding}
        title={t('add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: add.isPending }}
        destroyOnHidden
        forceRender
        width={640}
      >
        {add.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(add.error)} /> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => add.mutate(values)}
          initialValues={{ product: '', zones: [], customerCode: '' }}
        >
          {LANGS.map((l) => (
            <Form.Item key={l} name={['name', l]} label={t(`nameIn.${l}`)} required rules={[promotionRule(['name', l])]}>
              <Input maxLength={PROMOTION_LIMITS.nameMax} lang={HTML_LANG[l]} />
            </Form.Item>
          ))}
          <Form.Item name="ratePercent" label={t('rate')} required rules={[promotionRule(['rateBp'])]}>
            <InputNumber
              min={PROMOTION_LIMITS.rateMinBp / 100}
              max={PROMOTION_LIMITS.rateMaxBp / 100}
              precision={2}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="product" label={t('product')}>
            <Select options={[{ value: '', label: t('every') }, ...PRODUCTS.map((p) => ({ value: p, label: t(`products.${p}`) }))]} />
          </Form.Item>
          <Form.Item name="zones" label={t('zones')} extra={t('everyZone')}>
            <Select mode="multiple" options={DOMESTIC_ZONES.map((z) => ({ value: z, label: t(`zone.${z}`) }))} />
          </Form.Item>
          <Form.Item name="customerCode" label={t('customerCode')} extra={t('customerHint')} rules={[promotionRule(['customerCode'])]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="startsOn" label={t('startsOn')} required rules={[promotionRule(['startsOn'])]}>
            <DatePicker format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item name="endsOn" label={t('endsOn')} required rules={[promotionRule(['endsOn'])]} dependencies={['startsOn']}>
            <DatePicker format="YYYY-MM-DD" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!ending}
        title={ending ? t('endTitle', { name: ending.name[lang] }) : ''}
        onCancel={() => setEnding(null)}
        onOk={() => ending && end.mutate(ending.id)}
        okButtonProps={{ loading: end.isPending, danger: true }}
        okText={t('end')}
        destroyOnHidden
      >
        {end.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(end.error)} /> : null}
        <Typography.Paragraph>{t('endHint')}</Typography.Paragraph>
      </Modal>
    </div>
  );
}
