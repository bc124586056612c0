import { PrinterOutlined } from '@ant-design/icons';
import { App, Dropdown } from 'antd';
import { cloneElement, isValidElement, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callForFile, Timeout } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { saveBlob } from '@/lib/save-file.ts';

export type LabelFormat = 'thermal' | 'a4';

/** The labels of these waybills as one PDF (printOrder.do), saved for the printer. */
export async function downloadLabels(waybillNos: string[], format: LabelFormat): Promise<void> {
  const pdf = await callForFile('printOrder', { waybillNos, format }, { timeoutMs: Timeout.order });
  saveBlob(pdf, `waybills-${waybillNos.length === 1 ? waybillNos[0] : new Date().toISOString().slice(0, 10)}.pdf`);
}

/**
 * Prints labels: 100 x 150 mm for a thermal printer (the default) or A4, four to a page. While a
 * batch is drawn the button says how many labels it is preparing.
 */
export function PrintLabelsButton({ waybillNos, type = 'default' }: { waybillNos: string[]; type?: 'default' | 'primary' }) {
  const { t } = useTranslation('ordering');
  const { message } = App.useApp();
  const [printing, setPrinting] = useState(false);
  const print = async (format: LabelFormat) => {
    if (printing || !waybillNos.length) return;
    setPrinting(true);
    const hide = waybillNos.length > 20 ? message.loading(t('print.preparing', { count: waybillNos.length }), 0) : () => undefined;
    try {
      await downloadLabels(waybillNos, format);
    } catch (err) {
      message.error(refusalText(err, 'printFailed'));
    } finally {
      hide();
      setPrinting(false);
    }
  };
  return (
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
  );
}
