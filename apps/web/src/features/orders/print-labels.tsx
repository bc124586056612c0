import { PrinterOutlined } from '@ant-design/icons';
import { ZPL_DPIS } from '@portal/shared/labels';
import { Button, Dropdown, Modal, Progress } from 'antd';
import { cloneElement, isValidElement, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { downloadLabels, type LabelChoice, type LabelProgress } from './api/print-labels.ts';

/** From this many waybills on, printing shows a progress dialog the shipper can cancel. */
const SHOW_PROGRESS_FROM = 20;

/** Every way a label prints: two PDFs, and ZPL for a 203 or a 300 dpi thermal printer. */
const CHOICES: Record<string, LabelChoice> = {
  thermal: { format: 'thermal' },
  a4: { format: 'a4' },
  ...Object.fromEntries(ZPL_DPIS.map((dpi) => [`zpl-${dpi}`, { format: 'zpl', dpi }])),
};

/** The way this browser printed last (the printer beside it): a warehouse that chose ZPL prints ZPL with one click. */
const rememberedChoice = (): string => {
  const key = local.get(StorageKey.labelFormat);
  return key && key in CHOICES ? key : 'thermal';
};

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
 * Prints labels in the way chosen last: 100 x 150 mm for a thermal printer (the default) or A4, four
 * to a page, as PDF; or ZPL for the thermal printer's raw queue, a whole batch with no dialog. The
 * arrow offers the others. A large batch opens a dialog with the pages drawn so far and a cancel
 * button (which also stops the server drawing).
 */
function PrintLabels({ waybillNos, type = 'default' }: PrintLabelsProps) {
  const { t } = useTranslation('ordering');
  const { message } = useFeedback();
  const [choice, setChoice] = useState(rememberedChoice);
  const [printing, setPrinting] = useState(false);
  const [progress, setProgress] = useState<LabelProgress | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const print = async (key: string) => {
    const how = CHOICES[key];
    if (printing || !waybillNos.length || !how) return;
    setPrinting(true);
    const large = waybillNos.length >= SHOW_PROGRESS_FROM;
    const stop = new AbortController();
    cancel.current = stop;
    if (large) setProgress({ pages: 0, total: 0 });
    try {
      await downloadLabels(waybillNos, how, { onProgress: large ? setProgress : undefined, signal: stop.signal });
      if (how.format === 'zpl') message.success(t('print.zplSaved'));
    } catch (err) {
      if (!stop.signal.aborted) message.error(refusalText(err, 'printFailed'));
    } finally {
      cancel.current = null;
      setProgress(null);
      setPrinting(false);
    }
  };
  const choose = (key: string) => {
    setChoice(key);
    local.set(StorageKey.labelFormat, key);
    void print(key);
  };
  const buttonText = (key: string) => {
    const how = CHOICES[key]!;
    return how.format === 'zpl' ? t('print.zpl', { dpi: how.dpi }) : t(`print.${how.format}`);
  };
  const percent = progress?.total ? Math.floor((progress.pages / progress.total) * 100) : 0;
  return (
    <>
      <Dropdown.Button
        type={type}
        icon={<PrinterOutlined />}
        loading={printing}
        disabled={!waybillNos.length}
        onClick={() => void print(choice)}
        menu={{
          selectable: true,
          selectedKeys: [choice],
          items: [
            {
              type: 'group',
              key: 'pdf',
              label: t('print.pdfGroup'),
              children: [
                { key: 'thermal', label: t('print.menuThermal') },
                { key: 'a4', label: t('print.menuA4') },
              ],
            },
            {
              type: 'group',
              key: 'zpl',
              label: t('print.zplGroup'),
              children: ZPL_DPIS.map((dpi) => ({ key: `zpl-${dpi}`, label: t('print.menuZpl', { dpi }) })),
            },
          ],
          onClick: ({ key }) => choose(key),
        }}
        // The arrow that opens the other formats needs a name a screen reader can say.
        buttonsRender={([left, right]) => [
          left,
          isValidElement(right)
            ? cloneElement(right as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('print.formats') })
            : right,
        ]}
      >
        {buttonText(choice)}
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
