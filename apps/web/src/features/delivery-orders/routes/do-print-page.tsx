import { PrinterOutlined } from '@ant-design/icons';
import { canPrintDo } from '@portal/shared/delivery-order';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { printDos } from '../api/print-dos.ts';
import { DoListView } from '../components/do-list-view.tsx';
import { PageFrame } from '../components/page-frame.tsx';

/** doOrderPrint (spec 2): packed DOs first; the selected ones print as one PDF and become PRINTED. */
export default function DoPrintPage() {
  const { t } = useTranslation('deliveryOrders');
  const { message } = useFeedback();
  const printing = useMutation({
    mutationFn: (doNos: string[]) => printDos(doNos),
    onSuccess: (_, doNos) => message.success(t('print.done', { count: doNos.length })),
    onError: (err) => message.error(refusalText(err, 'printFailed')),
  });
  return (
    <PageFrame page="doOrderPrint" intro={t('print.intro')}>
      <DoListView
        label={t('print.print')}
        statuses={['PACKED', 'PRINTED']}
        selectable={(r) => canPrintDo(r.status)}
        actions={(selected, clear) => (
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={selected.length === 0}
            loading={printing.isPending}
            onClick={() =>
              printing.mutate(
                selected.map((r) => r.doNo),
                { onSuccess: clear },
              )
            }
          >
            {t('print.print')}
          </Button>
        )}
      />
    </PageFrame>
  );
}
