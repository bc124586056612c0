import { GIFT_CATEGORIES, type GiftRecord, LEVEL_RULES, MEMBER_LEVELS, type SaveGiftInput, saveGiftParameter } from '@portal/shared/mall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { addGiftStock } from './api/add-gift-stock.ts';
import { mallGiftKeys } from './api/keys.ts';
import { useGifts } from './api/list-gifts.ts';
import { saveGift } from './api/save-gift.ts';
import { GiftDispatch } from './gift-dispatch.tsx';

/**
 * The courier's gift store (admin menu 909, issue 18): the catalogue (every gift of the member mall with
 * its points price, level and stock; gifts added and edited, stock received or written off) and the
 * dispatch of exchanged gifts.
 */
export default function MallGiftsPage() {
  const { t } = useTranslation('mall');
  return (
    <div>
      <PageHeading />
      {/* On a card: the theme's red tab label measures under 4.5:1 on the layout's grey. */}
      <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          items={[
            { key: 'catalogue', label: t('dispatch.catalogueTab'), children: <GiftCatalogue /> },
            { key: 'dispatch', label: t('dispatch.tab'), children: <GiftDispatch /> },
          ]}
        />
      </Card>
    </div>
  );
}

function GiftCatalogue() {
  const { t } = useTranslation('mall');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const gifts = useGifts();
  const [editing, setEditing] = useState<GiftRecord | 'new' | null>(null);
  const [stocking, setStocking] = useState<GiftRecord | null>(null);
  const [change, setChange] = useState<number | null>(null);
  const [form] = Form.useForm<SaveGiftInput>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mallGiftKeys.catalogue });

  const save = useMutation({
    mutationFn: (values: SaveGiftInput) => saveGift(editing && editing !== 'new' ? { ...values, id: editing.id } : values),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
      void message.success(t('admin.saved'));
    },
  });
  const stock = useMutation({
    mutationFn: () => addGiftStock(stocking!.id, change),
    onSuccess: async (done) => {
      setStocking(null);
      setChange(null);
      await refresh();
      void message.success(t('admin.stockNow', { stock: done.stock }));
    },
  });
  const open = (gift: GiftRecord | 'new') => {
    save.reset();
    form.resetFields();
    form.setFieldsValue(gift === 'new' ? { category: 'PACKING', minLevel: 'SILVER', active: true, sort: 0 } : gift);
    setEditing(gift);
  };

  return (
    <div>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => open('new')}>
        {t('admin.add')}
      </Button>
      {gifts.isError ? <Alert type="error" showIcon message={refusalText(gifts.error)} /> : null}
      <DeskTable<GiftRecord>
        rowKey="id"
        loading={gifts.isPending}
        rows={gifts.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { kind: 'code', title: t('admin.code'), dataIndex: 'code' },
          { kind: 'name', title: t('admin.nameEn'), dataIndex: 'nameEn' },
          { kind: 'label', title: t('admin.category'), dataIndex: 'category', render: (c: string) => t(`gift.categories.${c}`) },
          { kind: 'count', title: t('admin.pointsPrice'), dataIndex: 'pointsPrice' },
          {
            kind: 'label',
            title: t('admin.minLevel'),
            dataIndex: 'minLevel',
            render: (l: GiftRecord['minLevel']) => msg(LEVEL_RULES[l].label),
          },
          { kind: 'count', title: t('admin.stock'), dataIndex: 'stock' },
          { kind: 'count', title: t('admin.exchanged'), dataIndex: 'exchanged' },
          {
            kind: 'status',
            title: t('admin.active'),
            dataIndex: 'active',
            render: (a: boolean) => <CellTag color={a ? 'green' : 'default'}>{a ? t('admin.offered') : t('admin.withdrawn')}</CellTag>,
          },
        ]}
        actions={{
          title: t('admin.actions'),
          labels: [t('admin.edit'), t('admin.addStock')],
          render: (gift) => (
            <>
              <Button size="small" onClick={() => open(gift)} aria-label={`${t('admin.edit')} ${gift.code}`}>
                {t('admin.edit')}
              </Button>
              <Button size="small" type="primary" onClick={() => setStocking(gift)} aria-label={`${t('admin.addStock')} ${gift.code}`}>
                {t('admin.addStock')}
              </Button>
            </>
          ),
        }}
      />
      <Modal
        open={!!editing}
        title={editing === 'new' ? t('admin.add') : t('admin.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: save.isPending }}
        destroyOnHidden
        forceRender
      >
        {save.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(save.error)} /> : null}
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="code" label={t('admin.code')} rules={[fieldRule(saveGiftParameter, 'code')]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('admin.nameZh')} rules={[fieldRule(saveGiftParameter, 'nameZh')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('admin.nameEn')} rules={[fieldRule(saveGiftParameter, 'nameEn')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameMl" label={t('admin.nameMl')} rules={[fieldRule(saveGiftParameter, 'nameMl')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="category" label={t('admin.category')}>
            <Select options={GIFT_CATEGORIES.map((c) => ({ value: c, label: t(`gift.categories.${c}`) }))} />
          </Form.Item>
          <Form.Item name="pointsPrice" label={t('admin.pointsPrice')} rules={[fieldRule(saveGiftParameter, 'pointsPrice')]}>
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="minLevel" label={t('admin.minLevel')}>
            <Select options={MEMBER_LEVELS.map((l) => ({ value: l, label: msg(LEVEL_RULES[l].label) }))} />
          </Form.Item>
          <Form.Item name="sort" label={t('admin.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t('admin.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!stocking}
        title={stocking ? t('admin.stockTitle', { code: stocking.code, stock: stocking.stock }) : ''}
        onCancel={() => setStocking(null)}
        onOk={() => stock.mutate()}
        okButtonProps={{ loading: stock.isPending, disabled: !change }}
        destroyOnHidden
      >
        {stock.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(stock.error)} /> : null}
        <p>{t('admin.stockHint')}</p>
        <InputNumber aria-label={t('admin.stockChange')} min={-100_000} max={100_000} precision={0} value={change} onChange={setChange} />
      </Modal>
    </div>
  );
}
