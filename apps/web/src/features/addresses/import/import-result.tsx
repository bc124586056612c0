import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Statistic, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ImportErrorTable } from '@/components/import-dialog.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import type { ImportOutcome } from '../api/import-addresses.ts';
import { downloadImportErrors } from '../api/import-files.ts';

/** Saved with nothing wrong, saved but some rows left out, nothing new, or refused. */
function alertType({ saved, result }: ImportOutcome): 'success' | 'warning' | 'info' | 'error' {
  if (!saved) return 'error';
  if (result.bad > 0) return 'warning';
  return result.imported > 0 ? 'success' : 'info';
}

/**
 * What an import came to: the summary (spec 8 "you imported N in total, of which M do not match
 * the template"), the counts, each wrong row with its column and problem, and the error file.
 */
export function ImportResult({ outcome, headingId }: { outcome: ImportOutcome; headingId: string }) {
  const { t } = useTranslation('addressImport');
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const { result } = outcome;
  const heading = useRef<HTMLHeadingElement>(null);
  // A result (mounted afresh for each import) is brought into view from its heading: it opens below the form.
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const errorFile = useMutation({
    mutationFn: downloadImportErrors,
    onError: (err) => message.error(refusalText(err)),
  });

  return (
    <section aria-labelledby={headingId}>
      <Card
        className="address-import__result"
        title={
          <h2 id={headingId} ref={heading} tabIndex={-1} className="address-import__heading">
            {t('result.title')}
          </h2>
        }
      >
        <Alert type={alertType(outcome)} showIcon title={outcome.desc} role="status" />
        <div className="address-import__counts">
          <Statistic title={t('result.total')} value={result.total} />
          <Statistic title={t('result.imported')} value={result.imported} />
          <Statistic title={t('result.duplicates')} value={result.duplicates} />
          <Statistic title={t('result.bad')} value={result.bad} styles={{ content: result.bad > 0 ? { color: token.colorError } : {} }} />
        </div>
        {result.errors.length > 0 && (
          <section aria-labelledby={`${headingId}-errors`}>
            <div className="address-import__errors-head">
              <h3 id={`${headingId}-errors`} className="address-import__subheading">
                {t('result.errorsTitle')}
              </h3>
              {result.errorFileId && (
                <Button
                  icon={<DownloadOutlined />}
                  loading={errorFile.isPending}
                  onClick={() => result.errorFileId && errorFile.mutate(result.errorFileId)}
                >
                  {t('result.downloadErrors')}
                </Button>
              )}
            </div>
            <Typography.Paragraph type="secondary">{t('result.errorsHint')}</Typography.Paragraph>
            <ImportErrorTable errors={result.errors} />
          </section>
        )}
      </Card>
    </section>
  );
}
