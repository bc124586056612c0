import { type AddressRow, ORDER_NAME_MAX } from '@portal/shared/address';
import { EMAIL_COUNTRIES, internationalOrderFields, PASSPORT_COUNTRIES } from '@portal/shared/order-international';
import { fitInternationalPhone } from '@portal/shared/phone';
import { Button, Card, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBookDialog, fillFields, useReceivingCountries } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useDestinations } from '../api/destinations.ts';
import { cardTitle } from '../order-headings.tsx';
import type { InterOrderValues } from './inter-order-form.ts';

const shape = internationalOrderFields.shape;

/**
 * The receiver abroad: country (those the customer may ship to, with their limits), destination
 * hub, and the fields customs ask for; e-mail for Thailand and passport for Brunei are required.
 */
export function ReceiverAbroad({ form, country }: { form: FormInstance<InterOrderValues>; country: string | undefined }) {
  const { t } = useTranslation('ordering');
  const [picking, setPicking] = useState(false);
  const countries = useReceivingCountries();
  const destinations = useDestinations(country);
  const needsEmail = !!country && EMAIL_COUNTRIES.includes(country);
  const needsPassport = !!country && PASSPORT_COUNTRIES.includes(country);

  const pick = (entry: AddressRow) => {
    fillFields(form, {
      receiverCountry: entry.countryCode,
      receiverName: entry.name,
      receiverTel: entry.contacts,
      receiverPostcode: entry.postcode,
      receiverProv: entry.prov,
      receiverCity: entry.city,
      receiverAddress: entry.address,
      receiverEmail: entry.email,
    });
    form.setFieldValue('destination', undefined);
    setPicking(false);
  };

  return (
    <Card
      size="small"
      title={cardTitle(t('party.receiver'))}
      className="order-card"
      extra={
        <Button size="small" onClick={() => setPicking(true)}>
          {t('party.fromBook')}
        </Button>
      }
    >
      <div className="order-row">
        <Form.Item name="receiverCountry" label={t('abroad.country')} rules={[zodRule(shape.receiverCountry)]} className="order-half">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={() => form.setFieldValue('destination', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="destination"
          label={t('abroad.destination')}
          rules={[{ required: true, message: msg('pleaseSelectDestination') }]}
          className="order-half"
        >
          <Select
            disabled={!country}
            loading={destinations.isFetching}
            options={(destinations.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="receiverName" label={t('party.name')} rules={[zodRule(shape.receiverName)]}>
        <Input maxLength={ORDER_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <div className="order-row">
        <Form.Item
          name="receiverTel"
          label={t('party.phone')}
          rules={[zodRule(shape.receiverTel)]}
          className="order-half"
          normalize={fitInternationalPhone}
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="receiverPostcode" label={t('party.postcode')} rules={[zodRule(shape.receiverPostcode)]} className="order-half">
          <Input maxLength={6} autoComplete="off" />
        </Form.Item>
      </div>
      <div className="order-row">
        <Form.Item name="receiverProv" label={t('abroad.province')} rules={[zodRule(shape.receiverProv)]} className="order-half">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="receiverCity" label={t('abroad.city')} rules={[zodRule(shape.receiverCity)]} className="order-half">
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item name="receiverAddress" label={t('party.address')} rules={[zodRule(shape.receiverAddress)]} extra={t('abroad.addressHint')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={250} />
      </Form.Item>
      <div className="order-row">
        <Form.Item
          name="receiverEmail"
          label={t('abroad.email')}
          required={needsEmail}
          rules={[zodRule(shape.receiverEmail), ...(needsEmail ? [{ required: true, message: msg('API_MSG_0115') }] : [])]}
          validateFirst
          className="order-half"
        >
          <Input type="email" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="receiverPassport"
          label={t('abroad.passport')}
          required={needsPassport}
          rules={[zodRule(shape.receiverPassport), ...(needsPassport ? [{ required: true, message: msg('API_MSG_0105') }] : [])]}
          validateFirst
          normalize={(v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '')}
          className="order-half"
        >
          <Input maxLength={30} />
        </Form.Item>
      </div>
      <AddressBookDialog open={picking} type="interAddress" onPick={pick} onClose={() => setPicking(false)} />
    </Card>
  );
}
