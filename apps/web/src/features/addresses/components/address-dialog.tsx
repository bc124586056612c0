import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_NAME_MAX,
  type AddressRow,
  DOMESTIC_POSTCODE_LENGTH,
  type DomesticBook,
  domesticAddressFields,
  PHONE_INPUT_MAXLENGTH,
} from '@portal/shared/address';
import { textLength } from '@portal/shared/text';
import { Button, Form, type FormRule, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressBookDialog,
  BOOK_NAME,
  fillFields,
  knownPostcodeRule,
  PhoneMemoryInput,
  placeOf,
  RegionCascader,
  regionPathOf,
  SmartPaste,
  TownChoice,
  usePostcodeFill,
} from '@/components/address-kit';
import { fieldRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { saveDomesticAddress, updateDomesticAddress } from '../api/book-entries.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

interface DomesticValues {
  name: string;
  contacts: string;
  postcode: string;
  region?: string[];
  address: string;
  isDefault: boolean;
}

/** What the form can be filled from: a remembered phone, another book's entry, a pasted text. */
interface Filling {
  name?: string;
  contacts?: string;
  postcode?: string;
  prov?: string;
  city?: string;
  area?: string;
  address?: string;
}

const shape = domesticAddressFields.shape;

/** Spec 5 "region: required": state, town and area, each a region name by the shared rule. */
const regionRule: FormRule = {
  validator: async (_rule, value: string[] | undefined) => {
    const [prov, city, area] = value ?? [];
    if (![shape.prov.safeParse(prov), shape.city.safeParse(city), shape.prov.safeParse(area)].every((p) => p.success))
      throw new Error(msg('pleaseSelectRegion'));
  },
};

const valuesOf = (entry: AddressRow | null): Partial<DomesticValues> =>
  entry
    ? {
        name: entry.name,
        contacts: entry.contacts,
        postcode: entry.postcode,
        region: regionPathOf(entry),
        address: entry.address,
        isDefault: entry.defaultaddress === '1',
      }
    : { isDefault: false };

export interface AddressDialogProps {
  open: boolean;
  /** The sender book ('userAddress') or the receiver book ('1'). */
  book: DomesticBook;
  /** The entry to edit; null adds a new one. */
  entry: AddressRow | null;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * The add-address dialog of the sender and receiver books (spec 2). Five digits of postcode fill
 * the state and town (a postcode two towns share asks which); picking an area in the region
 * cascader fills the postcode. The phone offers the book's saved phones, and the form can be
 * filled from a pasted text or from an entry of the other book.
 */
export function AddressDialog({ open, book, entry, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation('addresses');
  const [form] = Form.useForm<DomesticValues>();
  const region = Form.useWatch('region', form);
  const { towns, setTowns, setRegion, lookUp, regionChanged } = usePostcodeFill(form, 'postcode', 'region');
  const [copying, setCopying] = useState(false);
  const otherBook: DomesticBook = book === 'userAddress' ? '1' : 'userAddress';

  const fill = (from: Filling) => {
    const path = regionPathOf({ prov: from.prov ?? '', city: from.city ?? '', area: from.area, postcode: from.postcode });
    fillFields(form, { name: from.name, contacts: from.contacts, postcode: from.postcode, address: from.address, region: path });
    // Without the state and town (a pasted text may lack them), the postcode finds them.
    if (!path && from.postcode) void lookUp(from.postcode);
    else setTowns([]);
  };

  const submit = (values: DomesticValues) => {
    const parameter = {
      addressType: book,
      name: values.name,
      contacts: values.contacts,
      postcode: values.postcode.trim(),
      ...placeOf(values.region),
      address: values.address,
      defaultaddress: values.isDefault ? ('1' as const) : ('0' as const),
    };
    return entry ? updateDomesticAddress({ ...parameter, id: entry.id }) : saveDomesticAddress(parameter);
  };

  return (
    <>
      <AddressFormDialog<DomesticValues>
        open={open}
        title={t(`dialog.${entry ? 'edit' : 'new'}.${BOOK_NAME[book]}`)}
        name={`${BOOK_NAME[book]}Address`}
        form={form}
        adding={!entry}
        initialValues={valuesOf(entry)}
        onSubmit={submit}
        onClose={onClose}
        onSaved={onSaved}
        onValuesChange={(changed) => {
          if (changed.postcode !== undefined) void lookUp(changed.postcode.trim());
          if (changed.region !== undefined) regionChanged(changed.region);
        }}
        header={
          <SmartPaste onRead={(read) => fill({ ...read, contacts: read.phone })}>
            <Button color="primary" variant="link" onClick={() => setCopying(true)}>
              {t(`dialog.copyFrom.${BOOK_NAME[otherBook]}`)}
            </Button>
          </SmartPaste>
        }
      >
        <Form.Item name="name" label={t('fields.name')} rules={[fieldRule(domesticAddressFields, 'name')]}>
          <Input maxLength={ADDRESS_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="contacts" label={t('fields.phone')} rules={[fieldRule(domesticAddressFields, 'contacts')]}>
          <PhoneMemoryInput
            book={book}
            maxLength={PHONE_INPUT_MAXLENGTH}
            onPick={(item) => fill({ ...item, contacts: item.phone, postcode: item.postal })}
          />
        </Form.Item>
        <Form.Item
          name="postcode"
          label={t('fields.postcode')}
          rules={[fieldRule(domesticAddressFields, 'postcode'), knownPostcodeRule]}
          extra={t('fields.postcodeHint')}
        >
          <Input maxLength={DOMESTIC_POSTCODE_LENGTH} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="region" label={t('fields.region')} rules={[regionRule]}>
          <RegionCascader />
        </Form.Item>
        {towns.length > 1 && (
          <TownChoice className="address-form__wide" towns={towns} value={region} onChange={(place) => setRegion(regionPathOf(place))} />
        )}
        <Form.Item
          name="address"
          label={t('fields.address')}
          className="address-form__wide"
          rules={[fieldRule(domesticAddressFields, 'address')]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={{ show: true, max: ADDRESS_DETAIL_MAX, strategy: textLength }} />
        </Form.Item>
        <Form.Item name="isDefault" label={t('fields.isDefault')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </AddressFormDialog>
      <AddressBookDialog
        open={copying}
        type={otherBook === '1' ? 'default' : 'userAddress'}
        onClose={() => setCopying(false)}
        onPick={(row) => {
          setCopying(false);
          fill(row);
        }}
      />
    </>
  );
}
