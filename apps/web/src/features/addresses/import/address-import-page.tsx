import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BOOK_PAGE, DOMESTIC_BOOKS, type DomesticBook } from '@portal/shared/address';
import type { AddressImportMode } from '@portal/shared/address-import';
import { IMPORT_MAX_ROWS } from '@portal/shared/excel-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Progress, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFilePicker } from '@/components/import-file-picker.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { invalidateBooks } from '../api/book-entries.ts';
import { ImportResult } from './import-result.tsx';
import './address-import.css';
import { BOOK_NAME } from '@/components/address-kit';
import { useFeedback } from '@/components/feedback-kit';
import { importAddresses } from '../api/import-addresses.ts';
import { downloadAddressTemplate } from '../api/import-files.ts';

interface Job {
  file: File;
  book: DomesticBook;
  mode: AddressImportMode;
}

/**
 * addressImport (spec 2, menu 404; issue 4): choose the sender or receiver book, download the
 * template, pick or drop the filled file (type and size checked here with the shared limits, and
 * again by the server), choose whether wrong rows are left out or stop the whole import, then read
 * the summary, the wrong rows and the error file. Only the books whose pages the account holds
 * are offered; the server checks the same.
 */
export default function AddressImportPage() {
  const { t } = useTranslation('addressImport');
  const { t: tb } = useTranslation('addresses');
  const { message } = useFeedback();
  const { funcs } = useUserInfo();
  const ids = { heading: useId(), book: useId(), mode: useId(), result: useId() };
  const books = DOMESTIC_BOOKS.filter((b) => funcs.some((f) => f.FUNCPATH === BOOK_PAGE[b]));
  const title = funcs.find((f) => f.FUNCPATH === 'addressImport')?.FUNCNAME;
  // The receiver book first: customers' receivers are what people import most.
  const [book, setBook] = useState<DomesticBook | undefined>(books.includes('1') ? '1' : books[0]);
  const [mode, setMode] = useState<AddressImportMode>('valid');
  const [file, setFile] = useState<File | null>(null);

  const template = useMutation({ mutationFn: downloadAddressTemplate, onError: (err) => message.error(refusalText(err)) });
  const importing = useMutation({
    mutationFn: (job: Job) => importAddresses(job.file, { addressType: job.book, mode: job.mode }),
    onSuccess: (outcome) => {
      if (outcome.result.imported > 0) void invalidateBooks();
    },
  });

  // Refused here before a byte is sent; the server checks the same and the content too.

  return (
    <section className="address-import" aria-labelledby={ids.heading}>
      <h1 id={ids.heading} className="address-import__title">
        {title}
      </h1>
      <Card className="address-import__form">
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        {books.length === 0 ? (
          <Alert type="warning" showIcon title={t('book.none')} />
        ) : (
          <Form layout="vertical" requiredMark={false} component="div">
            <Form.Item label={<span id={ids.book}>{t('book.label')}</span>}>
              <Radio.Group
                aria-labelledby={ids.book}
                optionType="button"
                buttonStyle="solid"
                value={book}
                onChange={(e) => setBook(e.target.value as DomesticBook)}
                options={books.map((b) => ({ value: b, label: tb(`list.title.${BOOK_NAME[b]}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('template.label')} extra={t('template.hint')}>
              <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
                {t('template.download')}
              </Button>
            </Form.Item>
            <Form.Item label={t('file.label')}>
              <ImportFilePicker
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  importing.reset();
                }}
                disabled={importing.isPending}
                pickText={t('file.pick')}
                hint={t('file.hint', { rows: IMPORT_MAX_ROWS })}
              />
            </Form.Item>
            <Form.Item label={<span id={ids.mode}>{t('mode.label')}</span>}>
              <Radio.Group
                aria-labelledby={ids.mode}
                className="address-import__modes"
                value={mode}
                onChange={(e) => setMode(e.target.value as AddressImportMode)}
              >
                {(['valid', 'all'] as const).map((m) => (
                  <Radio key={m} value={m}>
                    {t(`mode.${m}`)}
                    <span className="address-import__hint">{t(`mode.${m}Hint`)}</span>
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={!file || !book}
              loading={importing.isPending}
              onClick={() => file && book && importing.mutate({ file, book, mode })}
            >
              {t('start')}
            </Button>
            {importing.isPending && file && (
              <div className="address-import__progress" role="status">
                <Progress percent={100} status="active" showInfo={false} />
                <Typography.Text type="secondary">{t('importing', { name: file.name })}</Typography.Text>
              </div>
            )}
            {importing.isError && (
              <Alert type="error" showIcon title={refusalText(importing.error, 'importFailed')} className="address-import__refusal" />
            )}
          </Form>
        )}
      </Card>
      {importing.data && <ImportResult key={importing.submittedAt} outcome={importing.data} headingId={ids.result} />}
    </section>
  );
}
