import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { APPENDIX_FIELDS_MAX, appendixFieldSchema } from '@portal/shared/pre-orders';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/list-kit/row-actions.tsx';
import { type InlineCell, type InlineEditor, useInlineEdit } from '@/components/list-kit/use-inline-edit.tsx';
import { cellRule } from '@/lib/form-rules.ts';

/** One named field of an order's appendix, as the dialog holds it until it is saved. */
export interface AppendixField {
  key: string;
  name: string;
  value: string;
}
type FieldValues = Omit<AppendixField, 'key'>;

const FIELD_CELLS: InlineCell<FieldValues>[] = [
  { field: 'name', input: { kind: 'text', maxLength: 50 }, rule: cellRule(appendixFieldSchema.shape.name) },
  { field: 'value', input: { kind: 'text', maxLength: 500 }, rule: cellRule(appendixFieldSchema.shape.value) },
];

let counter = 0;
/** A key for a field of the dialog (the server keeps the fields as a plain list). */
export const fieldKey = () => `field-${++counter}`;

/**
 * The fields edited in their rows (spec 4 "Cell editing", issue 28) with the list kit's cell editing: 'add' opens a
 * new row below the others, save keeps the row in the dialog (the dialog's Save sends them all, and the server
 * checks them by the same rule), cancel gives the row back or takes a new one away.
 */
export function useAppendixFields(
  change: (next: (fields: readonly AppendixField[]) => readonly AppendixField[]) => void,
): InlineEditor<AppendixField, FieldValues> {
  return useInlineEdit<AppendixField, FieldValues>(
    {
      cells: FIELD_CELLS,
      valuesOf: ({ name, value }) => ({ name, value }),
      newRow: () => ({ name: '', value: '' }),
      newRowsAt: 'bottom',
      announceSaved: false,
      onSave: async (v, row) => {
        const saved = { name: v.name.trim(), value: v.value.trim() };
        change((all) => (row ? all.map((f) => (f.key === row.key ? { ...f, ...saved } : f)) : [...all, { key: fieldKey(), ...saved }]));
      },
    },
    (f) => f.key,
    (key, draft) => ({ key: String(key), ...draft }),
  );
}

interface AppendixFieldsProps {
  editor: InlineEditor<AppendixField, FieldValues>;
  fields: readonly AppendixField[];
  onRemove: (field: AppendixField) => void;
}

/** The table of an appendix's fields, each row a name and a value, and the button that adds one. */
export function AppendixFields({ editor, fields, onRemove }: AppendixFieldsProps) {
  const { t } = useTranslation('orderManage');
  const rows = editor.rows(fields);
  const position = (row: AppendixField) => rows.indexOf(row) + 1;
  const columns: TableColumnsType<AppendixField> = [
    {
      key: 'name',
      title: t('appendix.name'),
      width: '38%',
      render: (_v, row) => editor.cell(row, 'name', row.name, `${t('appendix.name')} ${position(row)}`),
    },
    {
      key: 'value',
      title: t('appendix.value'),
      render: (_v, row) => editor.cell(row, 'value', row.value, `${t('appendix.value')} ${position(row)}`),
    },
    {
      key: 'actions',
      title: t('listKit:actions.header'),
      width: 90,
      render: (_v, row) => {
        const edit = editor.editAction(row);
        const remove = {
          key: 'remove',
          label: t('appendix.remove', { n: position(row) }),
          icon: <DeleteOutlined />,
          danger: true,
          onClick: () => onRemove(row),
        };
        return <RowActions actions={editor.editingActions(row) ?? (edit ? [edit, remove] : [remove])} />;
      },
    },
  ];
  return (
    <section aria-label={t('appendix.fields')} ref={editor.rootRef}>
      <Table<AppendixField>
        className="order-appendix__fields"
        size="small"
        pagination={false}
        rowKey="key"
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('appendix.noFields') }}
      />
      {editor.add && (
        <Button
          icon={<PlusOutlined />}
          className="order-appendix__add"
          disabled={rows.length >= APPENDIX_FIELDS_MAX}
          onClick={editor.add}
          data-inline-focus="add"
        >
          {t('appendix.add')}
        </Button>
      )}
    </section>
  );
}
