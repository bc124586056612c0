import { SaveOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { SMART_ORDER_PAGE } from '@portal/shared/pre-orders';
import { Button, Form, type FormInstance, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePostcodeFill } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { addSmartOrder } from '../api/add-smart-order.ts';
import { useSmartOrders } from '../api/smart-order-list.ts';
import type { OrderFormValues } from '../normal-order/order-form.ts';
import { fillParty } from '../normal-order/party-fields.tsx';
import { definedValues, formValuesOf, presetOf } from './pre-order-form.ts';

/**
 * Smart orders on the normal order form (issue 16): pick a saved preset and the form takes its
 * sender, product, goods, service and payment in one click (the receiver is left as it is); an
 * account holding the smart orders page may save the form as it stands as a new preset.
 */
export function SmartOrderPicker({
  form,
  senderFill,
}: {
  form: FormInstance<OrderFormValues>;
  senderFill: ReturnType<typeof usePostcodeFill>;
}) {
  const { t } = useTranslation('preOrders');
  const { message } = useFeedback();
  const user = useUserInfo();
  const mayKeep = user.funcs.some((f) => f.FUNCPATH === SMART_ORDER_PAGE);
  const presets = useSmartOrders();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  const fill = (id: number) => {
    const chosen = presets.data?.find((p) => p.id === id);
    if (!chosen) return;
    const { senderName, senderTel, senderPostcode, senderRegion, senderAddress, ...rest } = formValuesOf(chosen.preset);
    if (senderName || senderPostcode)
      fillParty(
        form,
        'sender',
        {
          name: senderName,
          tel: senderTel,
          postcode: senderPostcode,
          prov: senderRegion?.[0],
          city: senderRegion?.[1],
          area: senderRegion?.[2],
          address: senderAddress,
        },
        senderFill,
      );
    form.setFieldsValue(definedValues(rest));
    message.success(t('smart.filled', { name: chosen.name }));
  };

  const save = async () => {
    setSaving(true);
    try {
      await addSmartOrder(name.trim(), presetOf(form.getFieldsValue(true) as Partial<OrderFormValues>));
      message.success(t('smart.saved'));
      setNaming(false);
      setName('');
      await presets.refetch();
    } catch (err) {
      message.error(refusalText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="smart-order-picker">
      <ThunderboltOutlined aria-hidden />
      <Select<number>
        aria-label={t('smart.picker')}
        placeholder={t('smart.pickerPlaceholder')}
        loading={presets.isPending}
        options={(presets.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onSelect={fill}
        value={null}
        notFoundContent={t('smart.empty')}
      />
      {mayKeep && (
        <Button icon={<SaveOutlined />} onClick={() => setNaming(true)}>
          {t('smart.saveAs')}
        </Button>
      )}
      <Modal
        open={naming}
        title={t('smart.saveAs')}
        onCancel={() => setNaming(false)}
        onOk={() => void save()}
        okButtonProps={{ loading: saving, disabled: !name.trim() }}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label={t('smart.name')} required>
            <Input value={name} maxLength={50} onChange={(e) => setName(e.target.value)} autoFocus aria-label={t('smart.name')} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
