import { PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Progress } from 'antd';
import { cloneElement, isValidElement, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { useUserInfo } from '@/lib/auth.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { downloadLabels, type LabelFormat, type LabelProgress } from './api/print-labels.ts';

/** From this many waybills on, printing shows a progress dialog the shipper can cancel. */
const SHOW_PROGRESS_FROM = 20;

type PrintLabelsProps = { waybillNos: string[]; type?: 'default' | 'primary' };

/**
 * The print button, for a customer whose courier has opened label printing to it (spec 6 printCustomerCodes, the
 * server's refusal too): for any other there is no button to press and be refused after.
 */
export function PrintLabelsButton(props: PrintLabelsProps) {
  const user = useUserInfo();
  return user.grayscale.printCustomerCodes ? <PrintLabels {...props} /> : null;
}

/**
 * Prints labels: 100 x 150 mm for a thermal printer (the default) or A4, four to a page. A large
 * batch opens a dialog with the pages drawn so far and a cancel button (which also stops the server drawing).
 */
function PrintLabels({ waybillNos, type = 'default' }: PrintLabelsProps) {
  const { t } = useTranslation('ordering');
  const { message } = useFeedback();
  const [printing, setPrinting] = useState(false);
  const [progress, setProgress] = useState<LabelProgress | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const print = async (format: LabelFormat) => {
    if (printing || !waybillNos.length) return;
    setPrinting(true);
    const large = waybillNos.length >= SHOW_PROGRESS_FROM;
    const stop = new AbortController();
    cancel.current = stop;
    if (large) setProgress({ pages: 0, total: 0 });
    try {
      await downloadLabels(waybillNos, format, { onProgress: large ? setProgress : undefined, signal: stop.signal });
    } catch (err) {
      if (!stop.signal.aborted) message.error(refusalText(err, 'printFailed'));
    } finally {
      cancel.current = null;
      setProgress(null);
      setPrinting(false);
    }
  };
  const percent = progress?.total ? Math.floor((progress.pages / progress.total) * 100) : 0;
  return (
    <>
      <Dropdown.Button
        type={type}
        icon={<PrinterOutlined />}
        loading={printing}
        disabled={!waybillNos.length}
        onClick={() => void print('thermal')}
        menu={{ items: [{ key: 'a4', label: t('print.a4') }], onClick: () => void print('a4') }}
        // The arrow that opens the other formats needs a name a screen reader can say.
        buttonsRender={([left, right]) => [
          left,
          isValidElement(right)
            ? cloneElement(right as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('print.formats') })
            : right,
        ]}
      >
        {t('print.thermal')}
      </Dropdown.Button>
      <Modal
        open={progress !== null}
        title={t('print.preparing', { count: waybillNos.length })}
        closable={false}
        maskClosable={false}
        footer={<Button onClick={() => cancel.current?.abort()}>{t('print.cancel')}</Button>}
      >
        <Progress percent={percent} aria-label={t('print.progressLabel')} />
        <p aria-live="polite">
          {progress?.total ? t('print.progress', { pages: progress.pages, total: progress.total }) : t('print.starting')}
        </p>
      </Modal>
    </>
  );
}
