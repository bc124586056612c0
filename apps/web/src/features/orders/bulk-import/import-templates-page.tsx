import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type ColumnMapping, type ExcelTemplate, ORDER_IMPORT_COLUMNS } from '@portal/shared/order-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { deleteTemplate } from '../api/delete-excel-template.ts';
import { useExcelTemplates } from '../api/get-excel-template-list.ts';
import { orderKeys } from '../api/keys.ts';
import { saveTemplate } from '../api/save-excel-template.ts';
import './bulk-import.css';
import { useFeedback } from '@/components/feedback-kit';

type Draft = { id?: number; name: string; mapping: ColumnMapping };

/**
 * importTemplateConfig (spec 2; issue 16): the customer's own templates, each a name and the
 * column name of its sheets for each order field (required ones marked *), chosen at upload.
 */
export default function ImportTemplatesPage() {
  const { t } = useTranslation('bulkImport');
  const { t: tm } = useTranslation('msg');
  const { message } = useFeedback();
  const { funcs } = useUserInfo();
  const queryClient = useQueryClient();
  const title = funcs.find((f) => f.FUNCPATH === 'importTemplateConfig')?.FUNCNAME;
  const list = useExcelTemplates();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form] = Form.useForm<{ name: string; mapping: ColumnMapping }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.excelTemplates });
  const save = useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => {
      setDraft(null);
      void refresh();
    },
    onError: (err) => message.error(refusalText(err)),
  });
  const remove = useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => void refresh(),
    onError: (err) => message.error(refusalText(err)),
  });
  const open = (template: Draft) => {
    setDraft(template);
    form.setFieldsValue({ name: template.name, mapping: template.mapping });
  };

  return (
    <section className="bulk-import">
      <h1 className="bulk-import__title">{title}</h1>
      <Card>
        <Typography.Paragraph type="secondary">{t('templatesPage.intro')}</Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ name: '', mapping: {} })}>
          {t('templatesPage.add')}
        </Button>
        <Table<ExcelTemplate>
          rowKey="id"
          className="bulk-import__actions"
          loading={list.isPending}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('templatesPage.empty') }}
          pagination={false}
          columns={[
            { title: t('templatesPage.name'), dataIndex: 'name' },
            {
              title: t('templatesPage.column'),
              render: (_, x) => Object.values(x.mapping).filter(Boolean).join(', '),
            },
            {
              title: '',
              width: 200,
              render: (_, x) => (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => open(x)}>
                    {t('templatesPage.edit')}
                  </Button>
                  <Popconfirm title={t('templatesPage.confirmDelete')} onConfirm={() => remove.mutate(x.id)}>
                    <Button size="small" danger icon={<DeleteOutlined />}>
                      {t('templatesPage.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={!!draft}
        title={draft?.id ? t('templatesPage.edit') : t('templatesPage.add')}
        width={700}
        okText={t('templatesPage.save')}
        cancelText={t('templatesPage.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setDraft(null)}
        onOk={() => void form.validateFields().then((v) => save.mutate({ id: draft?.id, name: v.name, mapping: v.mapping }))}
        destroyOnHidden
      >
        <Form form={form} layout="horizontal" labelCol={{ span: 10 }} requiredMark={false}>
          <Form.Item name="name" label={t('templatesPage.name')} rules={[{ required: true, message: tm('importTemplateNameRequired') }]}>
            <Input maxLength={50} />
          </Form.Item>
          {ORDER_IMPORT_COLUMNS.map((c) => (
            <Form.Item key={c.field} name={['mapping', c.field]} label={`${tm(c.label)}${c.required ? '*' : ''}`}>
              <Input maxLength={100} placeholder={t('templatesPage.column')} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </section>
  );
}
