import { FilePdfOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { DOWNLOAD_CENTER_PATH } from '@/lib/paths.ts';
import { printCodBill } from '../api/print-cod-bill.ts';

/** Asks for the bill's PDF; it is made in the background and kept in the download centre. */
export function usePrintBill() {
  const { t } = useTranslation('cod');
  const { message } = useFeedback();
  // The message stands outside the router's tree: it navigates through this page's hook.
  const navigate = useNavigate();
  return useMutation({
    mutationFn: printCodBill,
    onSuccess: (_started, billNo) =>
      message.success(
        <span>
          {t('bills.pdfQueued', { billNo })}{' '}
          <Button type="link" size="small" onClick={() => navigate(DOWNLOAD_CENTER_PATH)}>
            {t('bills.openCentre')}
          </Button>
        </span>,
      ),
    onError: (err) => message.error(refusalText(err)),
  });
}

export function PrintBillButton({ billNo }: { billNo: string }) {
  const { t } = useTranslation('cod');
  const printing = usePrintBill();
  return (
    <Button icon={<FilePdfOutlined />} loading={printing.isPending} onClick={() => printing.mutate(billNo)}>
      {t('bills.pdf')}
    </Button>
  );
}
