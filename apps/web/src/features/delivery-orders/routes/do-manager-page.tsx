import { StopOutlined } from '@ant-design/icons';
import { canCancelDo } from '@portal/shared/delivery-order';
import { useMutation } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { cancelDos } from '../api/cancel-dos.ts';
import { DoListView } from '../components/do-list-view.tsx';
import { PageFrame } from '../components/page-frame.tsx';

/** doOrderManager (spec 2): every DO by status; the selected ones can be cancelled, all or none. */
export default function DoManagerPage() {
  const { t } = useTranslation('deliveryOrders');
  const { message } = useFeedback();
  const cancelling = useMutation({
    mutationFn: (doNos: string[]) => cancelDos(doNos),
    onSuccess: ({ cancelled }) => message.success(t('manage.cancelled', { count: cancelled })),
    onError: (err) => message.error(refusalText(err)),
  });
  return (
    <PageFrame page="doOrderManager" intro={t('manage.intro')}>
      <DoListView
        label={t('list.columns.doNo')}
        statuses={['all', 'WAITING_PACK', 'PACKED', 'PRINTED', 'CANCELLED']}
        selectable={(r) => canCancelDo(r.status)}
        actions={(selected, clear) => (
          <Popconfirm
            title={t('manage.cancelConfirm', { count: selected.length })}
            disabled={selected.length === 0}
            onConfirm={() =>
              cancelling.mutate(
                selected.map((r) => r.doNo),
                { onSuccess: clear },
              )
            }
          >
            <Button danger icon={<StopOutlined />} disabled={selected.length === 0} loading={cancelling.isPending}>
              {t('manage.cancel')}
            </Button>
          </Popconfirm>
        )}
      />
    </PageFrame>
  );
}
