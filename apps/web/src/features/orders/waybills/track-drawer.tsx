import { Alert, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrackingTimeline, TrackStatusTag } from '@/components/tracking-timeline';
import { refusalText } from '@/lib/form-rules.ts';
import { useWaybillTrack } from '../api/waybill-list.ts';

/** A row's tracking in a drawer beside the list (getWaybillTrack), loaded when it opens. */
export function TrackDrawer({ waybillNo, open, onClose }: { waybillNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('waybills');
  const track = useWaybillTrack(open ? waybillNo : null);
  return (
    <Drawer open={open} onClose={onClose} title={t('timeline.title', { waybillNo })} size="large" destroyOnHidden>
      {track.isPending && <Skeleton active aria-label={t('timeline.loading')} />}
      {track.isError && <Alert type="error" showIcon message={refusalText(track.error)} />}
      {track.data && (
        <>
          <p className="waybill-track__now">
            {t('tracking:now')} <TrackStatusTag track={track.data} />
          </p>
          <TrackingTimeline track={track.data} headingId={`track-${waybillNo}`} />
        </>
      )}
    </Drawer>
  );
}
