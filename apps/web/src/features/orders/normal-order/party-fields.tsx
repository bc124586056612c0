import { type AddressRow, DOMESTIC_POSTCODE_LENGTH, ORDER_NAME_MAX } from '@portal/shared/address';
import { domesticOrderFields } from '@portal/shared/order-rules';
import { fitDomesticPhone } from '@portal/shared/phone';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { Button, Card, Form, type FormInstance, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressBookDialog,
  fillFields,
  knownPostcodeRule,
  PhoneMemoryInput,
  RegionCascader,
  regionPathOf,
  SmartPaste,
  TownChoice,
  type usePostcodeFill,
} from '@/components/address-kit';
import { zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { cardTitle } from '../order-headings.tsx';
import type { Party } from './order-form.ts';

const shape = domesticOrderFields.shape;
type PostcodeFill = ReturnType<typeof usePostcodeFill>;

/** What fills one side at once: an address book entry, a remembered phone, a pasted text. */
export interface PartyFilling {
  name?: string;
  tel?: string;
  postcode?: string;
  prov?: string;
  city?: string;
  area?: string;
  address?: string;
}

/** Puts an entry into one side of the form as if typed; without state and town the postcode finds them. */
export function fillParty<V extends object>(form: FormInstance<V>, party: Party, from: PartyFilling, fill: PostcodeFill) {
  const region =
    from.prov && from.city ? regionPathOf({ prov: from.prov, city: from.city, area: from.area, postcode: from.postcode }) : undefined;
  fillFields(form, {
    [`${party}Name`]: from.name,
    [`${party}Tel`]: from.tel,
    [`${party}Postcode`]: from.postcode,
    [`${party}Region`]: region,
    [`${party}Address`]: from.address,
  } as Partial<V>);
  if (!region && from.postcode) void fill.lookUp(from.postcode);
  else fill.setTowns([]);
}

export const fillingOfEntry = (e: AddressRow): PartyFilling => ({
  name: e.name,
  tel: e.contacts,
  postcode: e.postcode,
  prov: e.prov,
  city: e.city,
  area: e.area,
  address: e.address,
});

type PartyPlaceChange = Partial<Record<`${Party}Postcode`, string> & Record<`${Party}Region`, string[]>>;

/**
 * An order form's onValuesChange for the sides it has: a postcode typed finds its state and town, a
 * region chosen by hand fills the postcode.
 */
export const fillOnChange =
  (fills: Partial<Record<Party, PostcodeFill>>) =>
  (changed: PartyPlaceChange): void => {
    const parties = (['sender', 'receiver'] as const).filter((party) => fills[party]);
    for (const party of parties) {
      const postcode = changed[`${party}Postcode`];
      if (postcode !== undefined) void fills[party]?.lookUp(postcode.trim());
    }
    for (const party of parties) {
      const region = changed[`${party}Region`];
      if (region !== undefined) fills[party]?.regionChanged(region);
    }
  };

/** State and town: required as the shared rule requires them (the area is optional). */
const regionRule: FormRule = {
  required: refusesEmpty(shape.receiverProv) && refusesEmpty(shape.receiverCity),
  validator: async (_rule, value: string[] | undefined) => {
    const [prov, city] = value ?? [];
    if (!prov || !city) throw new Error(msg('pleaseSelectRegion'));
  },
};

interface PartyFieldsProps<V extends object> {
  party: Party;
  form: FormInstance<V>;
  fill: PostcodeFill;
}

/**
 * Where one side is (the order forms and the freight query): five digits of postcode fill the state
 * and town; a postcode two towns share asks which.
 */
export function PlaceFields<V extends object>({ party, form, fill }: PartyFieldsProps<V>) {
  const { t } = useTranslation('ordering');
  const region = Form.useWatch(`${party}Region`, form) as string[] | undefined;
  return (
    <>
      <Form.Item
        name={`${party}Postcode`}
        label={t('party.postcode')}
        rules={[zodRule(shape[`${party}Postcode`]), knownPostcodeRule]}
        validateFirst
        extra={t('party.postcodeHint')}
      >
        <Input maxLength={DOMESTIC_POSTCODE_LENGTH} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name={`${party}Region`} label={t('party.region')} rules={[regionRule]}>
        <RegionCascader />
      </Form.Item>
      {fill.towns.length > 1 && <TownChoice towns={fill.towns} value={region} onChange={(place) => fill.setRegion(regionPathOf(place))} />}
    </>
  );
}

/**
 * One side of a domestic order (sender or receiver): from the address book, a remembered phone or
 * (for the receiver) a pasted chat message; five digits of postcode fill the state and town.
 */
export function PartyFields<V extends object>({ party, form, fill }: PartyFieldsProps<V>) {
  const { t } = useTranslation('ordering');
  const [picking, setPicking] = useState(false);
  const book = party === 'sender' ? 'userAddress' : '1';

  return (
    <Card
      size="small"
      title={cardTitle(t(`party.${party}`))}
      extra={
        <Button size="small" onClick={() => setPicking(true)}>
          {t('party.fromBook')}
        </Button>
      }
      className="order-card"
    >
      {party === 'receiver' && <SmartPaste onRead={(read) => fillParty(form, party, { ...read, tel: read.phone }, fill)} />}
      <Form.Item name={`${party}Name`} label={t('party.name')} rules={[zodRule(shape[`${party}Name`])]}>
        <Input maxLength={ORDER_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name={`${party}Tel`} label={t('party.phone')} rules={[zodRule(shape[`${party}Tel`])]} normalize={fitDomesticPhone}>
        <PhoneMemoryInput
          book={book}
          onPick={(item) => fillParty(form, party, { name: item.name, tel: item.phone, postcode: item.postal, address: item.detail }, fill)}
        />
      </Form.Item>
      <PlaceFields party={party} form={form} fill={fill} />
      <Form.Item name={`${party}Address`} label={t('party.address')} rules={[zodRule(shape[`${party}Address`])]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={250} />
      </Form.Item>
      <AddressBookDialog
        open={picking}
        type={party === 'sender' ? 'userAddress' : 'default'}
        onPick={(entry) => {
          fillParty(form, party, fillingOfEntry(entry), fill);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}
