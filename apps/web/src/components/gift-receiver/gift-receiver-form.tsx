import { isDomesticPostcode } from '@portal/shared/address';
import { afterMalaysiaPrefix } from '@portal/shared/phone';
import { type GiftReceiver, giftReceiverSchema, giftTelAfterPrefix } from '@portal/shared/topup';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBookDialog, postcodePlaces, useAddressTypes } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule, zodRule } from '@/lib/form-rules.ts';
import { currentLang } from '@/lib/i18n.ts';

export type ReceiverValues = Omit<GiftReceiver, 'goodsCode'>;

/**
 * ConsigneeInfo (spec 2, spec 5 "Receiver form (top-up)"): where a gift goes, a top-up package's or one
 * exchanged in the member mall. The state comes from the postcode (looked up at exactly 5 digits) and
 * cannot be typed; the phone keeps digits only behind +60; the submit button (Pay unless `submitLabel`
 * says otherwise) stays off until every field holds.
 */
export function GiftReceiverForm({
  onBack,
  onSubmit,
  paying,
  submitLabel,
}: {
  onBack: () => void;
  onSubmit: (receiver: ReceiverValues) => void;
  paying: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('layout');
  const [form] = Form.useForm<ReceiverValues>();
  const [picking, setPicking] = useState(false);
  const [complete, setComplete] = useState(false);
  const addressTypes = useAddressTypes(currentLang());
  const usualType = addressTypes.data?.usual;
  // The usual kind of premises is known once the list has come: it fills an untouched choice then.
  useEffect(() => {
    if (usualType !== undefined && form.getFieldValue('receiverAddressType') === undefined)
      form.setFieldsValue({ receiverAddressType: usualType });
  }, [form, usualType]);

  const check = () => setComplete(giftReceiverSchema.safeParse(withPrefix(form.getFieldsValue(true))).success);
  const lookUp = async (postcode: string) => {
    form.setFieldsValue({ receiverState: '', receiverCity: '' });
    if (isDomesticPostcode(postcode)) {
      const [place] = await postcodePlaces(postcode).catch(() => []);
      if (place && form.getFieldValue('receiverPost') === postcode)
        form.setFieldsValue({ receiverState: place.prov, receiverCity: place.city, receiverArea: place.area });
    }
    check();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ receiverAddressType: usualType }}
      onValuesChange={check}
      onFinish={(values) => onSubmit(withPrefix({ ...form.getFieldsValue(true), ...values }))}
    >
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => setPicking(true)}>{t('prepay.fromBook')}</Button>
        <Button
          onClick={() => {
            form.resetFields();
            setComplete(false);
          }}
        >
          {t('prepay.clear')}
        </Button>
      </Space>
      <Form.Item name="receiverName" label={t('prepay.receiverName')} rules={[fieldRule(giftReceiverSchema, 'receiverName')]}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="receiverTel"
        label={t('prepay.receiverTel')}
        normalize={(v: string) => afterMalaysiaPrefix(v)}
        rules={[zodRule(giftTelAfterPrefix)]}
      >
        <Input addonBefore="+60" inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
      <Form.Item name="receiverPost" label={t('prepay.receiverPost')} rules={[fieldRule(giftReceiverSchema, 'receiverPost')]}>
        <Input maxLength={5} inputMode="numeric" onChange={(e) => void lookUp(e.target.value.trim())} />
      </Form.Item>
      <Form.Item name="receiverState" label={t('prepay.receiverState')}>
        <Input readOnly />
      </Form.Item>
      <Form.Item name="receiverAddressType" label={t('prepay.receiverAddressType')}>
        <Select options={addressTypes.data?.options ?? []} loading={addressTypes.isPending} />
      </Form.Item>
      <Form.Item name="receiverAddress" label={t('prepay.receiverAddress')} rules={[fieldRule(giftReceiverSchema, 'receiverAddress')]}>
        <Input.TextArea maxLength={250} rows={2} />
      </Form.Item>
      <Space>
        <Button onClick={onBack}>{t('prepay.back')}</Button>
        <Button type="primary" htmlType="submit" disabled={!complete} loading={paying}>
          {submitLabel ?? t('prepay.pay')}
        </Button>
      </Space>
      <AddressBookDialog
        open={picking}
        type="default"
        onClose={() => setPicking(false)}
        onPick={(row) => {
          setPicking(false);
          form.setFieldsValue({
            receiverName: row.name,
            // The book keeps 0123456789; the box behind +60 holds 123456789 (else +600123456789 went out).
            receiverTel: afterMalaysiaPrefix(row.contacts),
            receiverPost: row.postcode,
            receiverAddress: row.address,
          });
          void lookUp(row.postcode);
        }}
      />
    </Form>
  );
}

/** The form keeps the digits after +60; the rule and the server read the whole number. */
function withPrefix(values: ReceiverValues): ReceiverValues {
  const tel = String(values.receiverTel ?? '');
  return { ...values, receiverTel: tel && !tel.startsWith('+') ? `+60${tel}` : tel };
}
