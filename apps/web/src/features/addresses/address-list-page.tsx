import { EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { ADDRESS_SEARCH_FIELDS, type AddressBook, type AddressRow, BOOK_PAGE } from '@portal/shared/address';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOK_NAME, useReceivingCountries } from '@/components/address-kit';
import { useFeedback } from '@/components/feedback-kit';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { ListHandle, RowAction } from '@/components/list-kit/types.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { changeDefault, deleteAddresses, invalidateBooks } from './api/book-entries.ts';
import { AddressDialog } from './components/address-dialog.tsx';
import { InterAddressDialog } from './components/inter-address-dialog.tsx';

/** The dialog's state: closed, adding, or editing an entry; `key` gives each opening a fresh form. */
interface Editing {
  open: boolean;
  entry: AddressRow | null;
  key: number;
}

const FIELD_OPTIONS = ADDRESS_SEARCH_FIELDS.map((f) => ({ value: f, label: `addresses:book.fields.${f}` }));

/**
 * A book's list screen (senderAddress, receiverAddress, internationalAddress; issue 4) on the list
 * kit: search by name, phone or address (and the country, for the international book), add and
 * edit in the address dialog, delete, export, and make an entry the book's one default. The
 * server refuses changes to a book whose page the account was not granted; its message is shown.
 */
export function AddressListPage({ book }: { book: AddressBook }) {
  const { t } = useTranslation('addresses');
  const { message } = useFeedback();
  const international = book === 'interAddress';
  const countries = useReceivingCountries(international);
  const [editing, setEditing] = useState<Editing>({ open: false, entry: null, key: 0 });
  const open = (entry: AddressRow | null) => setEditing((e) => ({ open: true, entry, key: e.key + 1 }));
  const close = () => setEditing((e) => ({ ...e, open: false }));

  const filters: FilterField[] = [
    { kind: 'select', name: 'field', label: 'addresses:book.searchIn', options: FIELD_OPTIONS },
    { kind: 'text', name: 'keyword', label: 'addresses:book.keyword', placeholder: t('book.keywordPlaceholder'), maxLength: 100 },
  ];
  if (international)
    filters.push({
      kind: 'select',
      name: 'countryCode',
      label: 'addresses:fields.country',
      options: (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    });

  const setDefault = async (row: AddressRow, makeDefault: boolean, list: ListHandle) => {
    try {
      await changeDefault(row, makeDefault);
      message.success(msg(makeDefault ? 'defaultAddressSet' : 'defaultAddressCancelled'));
      await Promise.all([list.refresh(), invalidateBooks()]);
    } catch (err) {
      message.error(refusalText(err, 'editFailed'));
    }
  };

  const rowActions: RowAction<AddressRow>[] = [
    { key: 'edit', label: t('listKit:actions.edit'), icon: <EditOutlined />, onClick: (row) => open(row) },
    {
      key: 'setDefault',
      label: t('list.setDefault'),
      icon: <StarOutlined />,
      visible: (row) => row.defaultaddress !== '1',
      onClick: (row, list) => void setDefault(row, true, list),
    },
    {
      key: 'cancelDefault',
      label: t('list.cancelDefault'),
      icon: <StarFilled />,
      visible: (row) => row.defaultaddress === '1',
      onClick: (row, list) => void setDefault(row, false, list),
    },
  ];

  const title = t(`list.title.${BOOK_NAME[book]}`);
  const dialogProps = { open: editing.open, entry: editing.entry, onClose: close };
  return (
    <>
      <ListPage<AddressRow>
        tabKey={BOOK_PAGE[book]}
        title={title}
        filters={filters}
        exportFileName={title}
        onAdd={() => open(null)}
        onDelete={async (rows) => {
          await deleteAddresses(
            book,
            rows.map((r) => r.id),
          );
          void invalidateBooks();
        }}
        rowActions={rowActions}
      />
      {international ? (
        <InterAddressDialog key={editing.key} {...dialogProps} />
      ) : (
        <AddressDialog key={editing.key} book={book} {...dialogProps} />
      )}
    </>
  );
}
