import { SyncOutlined } from '@ant-design/icons';
import { type I18nRow, saveI18nParameter } from '@portal/shared/i18n-entry';
import { UI_NAMESPACES } from '@portal/shared/ui-texts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ImportDialog } from '@/components/import-dialog.tsx';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { refreshLanguagePack } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { deleteTexts } from './api/delete-texts.ts';
import { importTexts } from './api/import-texts.ts';
import { i18nAdminKeys } from './api/keys.ts';
import { saveText } from './api/save-text.ts';
import { syncShippedTexts } from './api/sync-shipped-texts.ts';

type TextValues = Pick<I18nRow, 'key' | 'zh' | 'en' | 'ml'>;

// `msg` holds the server's messages; the others are the interface's namespaces.
const FILTERS: readonly FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'lists:i18n.keyword', maxLength: 200 },
  {
    kind: 'select',
    name: 'namespace',
    label: 'lists:i18n.namespace',
    options: ['msg', ...UI_NAMESPACES].map((ns) => ({ value: ns, label: ns })),
  },
];

const LANG_FIELDS = ['zh', 'en', 'ml'] as const;

/**
 * i18nManage (spec 2 "Administrator menu", spec 7 "Language"): the portal's texts in zh, en and ml.
 * Each save bumps the pack's version; every portal tab picks up the new texts on its next load,
 * this one at once.
 */
export default function I18nAdminPage() {
  const { t } = useTranslation('lists');
  const { message, modal } = useFeedback();
  const [importing, setImporting] = useState(false);
  const reloadList = () => queryClient.invalidateQueries({ queryKey: i18nAdminKeys.texts() });
  const afterChange = async () => {
    await refreshLanguagePack();
    await reloadList();
  };

  const sync = () =>
    modal.confirm({
      title: t('i18n.syncTitle'),
      content: t('i18n.syncNotice'),
      okText: t('i18n.sync'),
      onOk: async () => {
        try {
          const { changed } = await syncShippedTexts();
          message.success(t('i18n.synced', { count: changed }));
          await afterChange();
        } catch (err) {
          message.error(refusalText(err));
        }
      },
    });

  return (
    <>
      <ListPage<I18nRow, TextValues>
        tabKey="i18nManage"
        title={t('i18n.title')}
        filters={FILTERS}
        exportFileName={t('i18n.title')}
        onImport={() => setImporting(true)}
        toolbarExtra={
          <Button icon={<SyncOutlined />} onClick={sync}>
            {t('i18n.sync')}
          </Button>
        }
        form={{
          titles: { add: t('i18n.addTitle'), edit: t('i18n.editTitle') },
          fields: ({ mode }) => (
            <>
              <Form.Item
                name="key"
                label={t('i18n.key')}
                className="list-kit-wide"
                rules={[fieldRule(saveI18nParameter, 'key')]}
                extra={mode === 'add' ? t('i18n.keyHint') : undefined}
              >
                <Input disabled={mode !== 'add'} maxLength={200} spellCheck={false} />
              </Form.Item>
              {LANG_FIELDS.map((lang) => (
                <Form.Item
                  key={lang}
                  name={lang}
                  label={t(`i18n.${lang}`)}
                  className="list-kit-wide"
                  rules={[fieldRule(saveI18nParameter, lang)]}
                >
                  <Input.TextArea
                    autoSize={{ minRows: 1, maxRows: 6 }}
                    maxLength={2000}
                    lang={lang === 'zh' ? 'zh-CN' : lang === 'ml' ? 'ms' : 'en'}
                  />
                </Form.Item>
              ))}
            </>
          ),
          onSubmit: async (values, { row }) => {
            await saveText({ ...values, id: row?.id });
            await refreshLanguagePack();
          },
        }}
        onDelete={async (rows) => {
          await deleteTexts(rows.map((r) => r.id));
          await refreshLanguagePack();
        }}
      />
      <ImportDialog
        open={importing}
        title={t('i18n.importTitle')}
        description={t('i18n.importNotice')}
        accept=".xlsx"
        send={importTexts}
        onDone={() => void afterChange()}
        onClose={() => setImporting(false)}
      />
    </>
  );
}
