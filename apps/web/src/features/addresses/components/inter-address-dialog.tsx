import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_NAME_MAX,
  type AddressRow,
  INTERNATIONAL_POSTCODE,
  internationalAddressFields,
} from '@portal/shared/address';
import { fitInternationalPhone } from '@portal/shared/phone';
import { textLength } from '@portal/shared/text';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillFields, PhoneMemoryInput, useReceivingCountries } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule } from '@/lib/form-rules.ts';
import { saveInternationalAddress, updateInternationalAddress } from '../api/book-entries.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

interface InternationalValues {
  name: string;
  contacts: string;
  countryCode?: string;
  postcode: string;
  prov?: string;
  city?: string;
  address: string;
  email?: string;
  isDefault: boolean;
}

const valuesOf = (entry: AddressRow | null): Partial<InternationalValues> =>
  entry
    ? {
        name: entry.name,
        contacts: entry.contacts,
        countryCode: entry.countryCode,
        postcode: entry.postcode,
        prov: entry.prov,
        city: entry.city,
        address: entry.address,
        email: entry.email,
        isDefault: entry.defaultaddress === '1',
      }
    : { isDefault: false };

const rule = (field: Parameters<typeof fieldRule<typeof internationalAddressFields>>[1]) => fieldRule(internationalAddressFields, field);

export interface InterAddressDialogProps {
  open: boolean;
  /** The entry to edit; null adds a new one. */
  entry: AddressRow | null;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * The international receiver dialog: a country the customer may ship to (getReceivingCountry),
 * a phone of at least 7 digits, a postcode of 5 or 6 characters and an address in Latin script
 * (spec 5 interAddress), state or province, city and an optional e-mail.
 */
export function InterAddressDialog({ open, entry, onClose, onSaved }: InterAddressDialogProps) {
  const { t } = useTranslation('addresses');
  const [form] = Form.useForm<InternationalValues>();
  const countries = useReceivingCountries(open);
  const countryCode = Form.useWatch('countryCode', form);
  const dialCode = countries.data?.find((c) => c.code === countryCode)?.dialCode;

  const submit = (values: InternationalValues) => {
    const parameter = {
      name: values.name,
      contacts: values.contacts,
      countryCode: values.countryCode ?? '',
      postcode: values.postcode,
      prov: values.prov ?? '',
      city: values.city ?? '',
      address: values.address,
      email: values.email ?? '',
      defaultaddress: values.isDefault ? ('1' as const) : ('0' as const),
    };
    return entry ? updateInternationalAddress({ ...parameter, id: entry.id }) : saveInternationalAddress(parameter);
  };

  return (
    <AddressFormDialog<InternationalValues>
      open={open}
      title={t(`dialog.${entry ? 'edit' : 'new'}.international`)}
      name="internationalAddress"
      form={form}
      adding={!entry}
      initialValues={valuesOf(entry)}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label={t('fields.name')} rules={[rule('name')]}>
        <Input maxLength={ADDRESS_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="contacts" label={t('fields.phone')} rules={[rule('contacts')]} normalize={fitInternationalPhone}>
        <PhoneMemoryInput
          book="interAddress"
          placeholder={dialCode ? `${dialCode} …` : undefined}
          onPick={(item) =>
            fillFields(form, {
              name: item.name,
              contacts: item.phone,
              postcode: item.postal,
              prov: item.prov,
              city: item.city,
              address: item.address,
            })
          }
        />
      </Form.Item>
      <Form.Item name="countryCode" label={t('fields.country')} rules={[rule('countryCode')]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isPending}
          placeholder={t('common:placeholder.select')}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="postcode" label={t('fields.postcode')} rules={[rule('postcode')]}>
        <Input maxLength={INTERNATIONAL_POSTCODE.max} autoComplete="off" />
      </Form.Item>
      <Form.Item name="prov" label={t('fields.stateOrProvince')} rules={[rule('prov')]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="city" label={t('fields.city')} rules={[rule('city')]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('fields.address')} className="address-form__wide" rules={[rule('address')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={{ show: true, max: ADDRESS_DETAIL_MAX, strategy: textLength }} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={[rule('email')]}>
        <Input type="email" maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="isDefault" label={t('fields.isDefault')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </AddressFormDialog>
  );
}
