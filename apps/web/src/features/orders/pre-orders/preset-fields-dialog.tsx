import { NETWORK_LEVEL } from '@portal/shared/network';
import { GOODS_TYPES, type GoodsType, ORDER_LIMITS, type PayMethod, type Product, type ServeType } from '@portal/shared/order';
import { type OrderSetting, smartOrderName } from '@portal/shared/pre-orders';
import { roundKgToGrams } from '@portal/shared/weight';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { type NetworkChoice, NetworkPicker } from '@/components/org-pickers';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { orderKeys } from '../api/keys.ts';
import { useOrderConfig } from '../api/order-config.ts';
import { useBusinessProducts } from '../api/products.ts';
import { PayMethodField } from '../normal-order/handling-fields.tsx';

interface PresetValues {
  name?: string;
  expressType?: Product;
  goodsName?: string;
  goodsType?: GoodsType;
  brandName?: string;
  weightKg?: number | null;
  serveType?: ServeType;
  /** Where a batch is handed in (the network picker: a site that takes parcels in). */
  dropPoint?: NetworkChoice | null;
  payMethod?: PayMethod;
}

/** A drop-off site is a hub, a branch or an outlet with a counter. */
const DROP_OFF_LEVELS = [NETWORK_LEVEL.HUB, NETWORK_LEVEL.BRANCH, NETWORK_LEVEL.OUTLET];

/** Only the fields filled: a batch edit changes those, a setting keeps those. */
function changesOf(v: PresetValues): PresetChanges {
  const out: PresetChanges = {};
  if (v.expressType) out.expressType = v.expressType;
  if (v.goodsName?.trim()) out.goodsName = v.goodsName.trim();
  if (v.goodsType) out.goodsType = v.goodsType;
  if (v.brandName?.trim()) out.brandName = v.brandName.trim();
  if (v.weightKg) out.weightG = roundKgToGrams(v.weightKg);
  if (v.serveType) out.serveType = v.serveType;
  if (v.dropPoint) out.dropPointCode = v.dropPoint.code;
  if (v.payMethod) out.payMethod = v.payMethod;
  return out;
}

/** The form's values of what was loaded: a weight in kg. */
function initialOf(loaded: (OrderSetting & { weightG?: number; name?: string }) | undefined): PresetValues | undefined {
  if (!loaded) return undefined;
  const { weightG, ...rest } = loaded;
  return { ...(rest as PresetValues), ...(weightG ? { weightKg: weightG / 1000 } : {}) };
}

export type PresetChanges = OrderSetting & { weightG?: number; dropPointCode?: string };

interface PresetFieldsDialogProps {
  title: string;
  hint: string;
  /** Whether the weight is offered (a batch edit), or not (the defaults keep how parcels are sent, not how heavy). */
  withWeight: boolean;
  /** Whether a drop-off site is offered (a batch: all of them handed in at one site). */
  withDropPoint?: boolean;
  /** What the fields hold when the dialog opens (a weight in grams is shown in kg). */
  load?: () => Promise<OrderSetting & { weightG?: number }>;
  /** A named preset (a smart order): its name is asked for too, required, and handed to onSave. */
  named?: boolean;
  onSave: (changes: PresetChanges, name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Product, goods, hand-over and payment (and for a batch the weight and the drop-off site), each
 * optional: the batch edit of selected pre-orders and the customer's defaults for new ones.
 */
export function PresetFieldsDialog({
  title,
  hint,
  withWeight,
  withDropPoint = false,
  load,
  named = false,
  onSave,
  onClose,
}: PresetFieldsDialogProps) {
  const { t } = useTranslation('ordering');
  const { t: tp } = useTranslation('preOrders');
  const { message } = useFeedback();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const current = useQuery({
    queryKey: orderKeys.presetFields(title),
    queryFn: () => load?.() ?? Promise.resolve({}),
    gcTime: 0,
    enabled: !!load,
  });
  const [form] = Form.useForm<PresetValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const values = named ? await form.validateFields() : form.getFieldsValue();
      await onSave(changesOf(values), values.name?.trim() ?? '');
      message.success(msg('editSuccess'));
      onClose();
    } catch (err) {
      setRefusal(refusalText(err));
    } finally {
      setSaving(false);
    }
  };

  const ready = !load || current.isSuccess;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving, disabled: !ready }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {ready && (
        <Form<PresetValues> form={form} layout="vertical" initialValues={initialOf(current.data)} name="preOrderPreset">
          {named && (
            <Form.Item name="name" label={tp('smart.name')} rules={[zodRule(smartOrderName)]}>
              <Input maxLength={50} />
            </Form.Item>
          )}
          <Form.Item name="expressType" label={t('shipment.product')}>
            <Select allowClear options={(products.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))} />
          </Form.Item>
          <Form.Item name="goodsName" label={t('shipment.goodsName')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="goodsType" label={t('shipment.goodsType')}>
            <Select allowClear options={GOODS_TYPES.map((code) => ({ value: code, label: t(`goodsType.${code}`) }))} />
          </Form.Item>
          <Form.Item name="brandName" label={t('shipment.brandName')}>
            <Input maxLength={ORDER_LIMITS.brandNameMax} />
          </Form.Item>
          {withWeight && (
            <Form.Item name="weightKg" label={t('shipment.weight')}>
              <InputNumber min={0.01} max={200} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="serveType" label={t('shipment.serveType')}>
            <Select
              allowClear
              options={[
                { value: 'PICK UP', label: t('serveType.pickUp') },
                { value: 'DROP OFF', label: t('serveType.dropOff') },
              ]}
            />
          </Form.Item>
          {withDropPoint && (
            <Form.Item name="dropPoint" label={tp('dialog.dropPoint')} extra={tp('dialog.dropPointHint')}>
              <NetworkPicker
                dropOffOnly
                levels={DROP_OFF_LEVELS}
                // A site to hand the parcels in at makes them drop-offs.
                onChange={(site) => site && form.setFieldValue('serveType', 'DROP OFF')}
              />
            </Form.Item>
          )}
          <PayMethodField payMethods={config.data?.payMethods ?? []} />
        </Form>
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
