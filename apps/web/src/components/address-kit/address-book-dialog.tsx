import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import {
  ADDRESS_SEARCH_FIELDS,
  type AddressBook,
  type AddressRow,
  type AddressSearchField,
  addressQueryParameter,
} from '@portal/shared/address';
import { groupPhone, PAGE_SIZES } from '@portal/shared/table-config';
import { Alert, Button, Form, Input, Modal, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoRecord } from '@/components/list-kit/no-record.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { useReceivingCountries } from './api/geography.ts';
import { type BookSearch, useBookSearch } from './api/search-book.ts';
import { type AddressBookType, BOOK_NAME, BOOK_OF_TYPE } from './books.ts';
import './address-kit.css';
import { Select } from '@/components/choice-select.tsx';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';

/** Spec 2: the address book dialog is 1000 px wide. */
const BOOK_DIALOG_WIDTH = 1000;
/** Spec 9: lists default to 10 rows a page. */
const FIRST_PAGE = { current: 1, size: 10 };

interface SearchValues {
  addressType: AddressBook;
  field: AddressSearchField;
  keyword?: string;
  countryCode?: string;
}

export interface AddressBookDialogProps {
  open: boolean;
  /** Which book: 'userAddress' sender, 'default' receiver, 'interAddress' international receiver. */
  type: AddressBookType;
  /** A row was chosen (clicked, or its 'select' button pressed). */
  onPick: (row: AddressRow) => void;
  onClose: () => void;
}

/**
 * The address book dialog (spec 2): search one book by name, phone or address and pick an entry.
 * Searching the international book by phone needs the receiving country (spec 5: otherwise
 * 'receiveCountryTip' and no search). Used wherever a form takes a sender or receiver from a book.
 */
export function AddressBookDialog({ open, type, onPick, onClose }: AddressBookDialogProps) {
  const { t } = useTranslation('addresses');
  const book = BOOK_OF_TYPE[type];
  const international = book === 'interAddress';
  const [form] = Form.useForm<SearchValues>();
  const field = Form.useWatch('field', form);
  const [search, setSearch] = useState<BookSearch>({ field: 'name' });
  const [page, setPage] = useState(FIRST_PAGE);
  const result = useBookSearch(book, search, page.current, page.size, open);
  const countries = useReceivingCountries(open && international);
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;

  const run = (values: SearchValues) => {
    const byPhone = international && values.field === 'contacts';
    setSearch({ field: values.field, keyword: values.keyword?.trim() || undefined, countryCode: byPhone ? values.countryCode : undefined });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setSearch({ field: 'name' });
    setPage(FIRST_PAGE);
  };

  // Town and state read better than provCityArea ('Selangor,Petaling Jaya,47301'), which repeats the postcode.
  const place = (row: AddressRow) => [international ? countryName(row.countryCode) : '', row.city, row.prov].filter(Boolean).join(', ');
  const columns: TableColumnsType<AddressRow> = [
    { key: 'name', title: t('fields.name'), dataIndex: 'name', width: 190, ellipsis: true },
    { key: 'contacts', title: t('fields.phone'), dataIndex: 'contacts', width: 130, render: (phone: string) => groupPhone(phone) },
    {
      key: 'place',
      title: t(international ? 'fields.countryAndCity' : 'fields.townAndState'),
      width: 190,
      ellipsis: true,
      render: (_, row) => place(row),
    },
    { key: 'postcode', title: t('fields.postcode'), dataIndex: 'postcode', width: 90 },
    {
      key: 'address',
      title: t('fields.address'),
      dataIndex: 'address',
      ellipsis: true,
      render: (address: string, row) => (
        <>
          {row.defaultaddress === '1' && <Tag color="red">{t('book.default')}</Tag>}
          {address}
        </>
      ),
    },
    {
      key: 'pick',
      title: <span className="sr-only">{t('book.pick')}</span>,
      width: 90,
      align: 'center',
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onPick(row);
          }}
        >
          {t('book.pick')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={
        <>
          {t('book.title')} <Tag>{t(`book.kinds.${BOOK_NAME[book]}`)}</Tag>
        </>
      }
      width={BOOK_DIALOG_WIDTH}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterClose={reset}
    >
      <Form<SearchValues>
        form={form}
        name={`${BOOK_NAME[book]}Book`}
        className="address-book__search"
        initialValues={{ addressType: book, field: 'name' }}
        onFinish={run}
      >
        <Form.Item name="field" label={t('book.searchIn')}>
          <Select style={{ width: 150 }} options={ADDRESS_SEARCH_FIELDS.map((f) => ({ value: f, label: t(`book.fields.${f}`) }))} />
        </Form.Item>
        <Form.Item name="keyword" label={t('book.keyword')} style={{ flex: '1 1 220px' }}>
          <Input allowClear maxLength={100} placeholder={t('book.keywordPlaceholder')} autoComplete="off" />
        </Form.Item>
        {international && field === 'contacts' && (
          <Form.Item name="countryCode" label={t('fields.country')} rules={[fieldRule(addressQueryParameter, 'countryCode')]}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 180 }}
              loading={countries.isPending}
              placeholder={t('common:placeholder.select')}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
          </Form.Item>
        )}
        <div className="address-book__actions">
          <Button icon={<UndoOutlined />} onClick={reset}>
            {t('common:actions.reset')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common:actions.search')}
          </Button>
        </div>
      </Form>
      {result.isError && <Alert type="error" showIcon role="alert" title={refusalText(result.error)} style={{ marginBottom: 12 }} />}
      <ScrollTable<AddressRow>
        tableTitle={`${t('book.title')}: ${t(`book.kinds.${BOOK_NAME[book]}`)}`}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        locale={{ emptyText: <NoRecord /> }}
        tableLayout="fixed"
        // Fits the 1000 px dialog; narrower screens scroll sideways with the select button kept in view.
        scroll={{ x: 900, y: 420 }}
        onRow={(row) => ({ onClick: () => onPick(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t(result.data?.totalCapped ? 'listKit:pagination.totalCapped' : 'listKit:pagination.total', { total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
    </Modal>
  );
}
