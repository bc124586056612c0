import type { TrackResult } from '@portal/shared/tracking';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrackingTimeline, TrackStatusTag } from '@/components/tracking-timeline';

/**
 * One waybill's tracking: its number, status and the timeline newest first, in Malaysian time.
 * The same card serves the customer's logistics tracking and the public page; the server decides
 * what each may see (names only for the customer's own waybills).
 */
export function TrackCard({ track }: { track: TrackResult }) {
  const { t } = useTranslation('tracking');
  if (!track.found) {
    return (
      <Card size="small" title={track.waybillNo} extra={<Tag>{t('notFound')}</Tag>} data-testid={`track-${track.waybillNo}`}>
        <Typography.Text type="secondary">{track.message}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card
      size="small"
      title={<span className="tracking__number">{track.waybillNo}</span>}
      extra={
        <span>
          <TrackStatusTag track={track} />
          {/* The integrator's tag, where it says more than the status (Delivered beside Delivered does not). */}
          {t(`tags.${track.tag}`) !== track.statusLabel ? (
            <Typography.Text type="secondary">{t(`tags.${track.tag}`)}</Typography.Text>
          ) : null}
        </span>
      }
      data-testid={`track-${track.waybillNo}`}
    >
      {track.receiverName ? (
        <Typography.Paragraph type="secondary">
          {t('receiver')}: {track.receiverName}, {track.receiverCity}
          {track.signerName ? ` · ${t('signedBy', { name: track.signerName })}` : ''}
        </Typography.Paragraph>
      ) : null}
      <TrackingTimeline track={track} headingId={`events-${track.waybillNo}`} />
    </Card>
  );
}
