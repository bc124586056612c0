import type { TrackingTag } from '@portal/shared/scans';
import type { TrackResult } from '@portal/shared/tracking';
import { Card, Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMalaysian } from '@/components/list-kit/cell-text.ts';

const TAG_COLOURS: Record<TrackingTag, string> = {
  Pending: 'default',
  InfoReceived: 'blue',
  InTransit: 'processing',
  OutForDelivery: 'cyan',
  AttemptFail: 'orange',
  Delivered: 'success',
  AvailableForPickup: 'gold',
  Exception: 'error',
  Expired: 'default',
};

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
          <Tag color={TAG_COLOURS[track.tag]} data-testid="track-status">
            {track.statusLabel}
          </Tag>
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
      {track.events.length === 0 ? (
        <Empty description={t('noEvents')} />
      ) : (
        <Timeline
          items={track.events.map((e, i) => ({
            key: `${e.at}-${i}`,
            color: i === 0 ? 'red' : 'gray',
            children: (
              <div className="tracking__event">
                <div>
                  <strong>{e.description}</strong>
                  {e.siteName ? ` · ${e.siteName}` : ''}
                </div>
                {e.problem ? <div>{e.problem}</div> : null}
                {e.courier ? <div className="tracking__muted">{t('courier', { name: e.courier })}</div> : null}
                {e.signerName ? <div className="tracking__muted">{t('signedBy', { name: e.signerName })}</div> : null}
                <time className="tracking__muted" dateTime={e.at}>
                  {formatMalaysian(e.at, 'YYYY-MM-DD HH:mm')}
                </time>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
