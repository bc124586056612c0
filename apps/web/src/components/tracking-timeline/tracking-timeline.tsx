import type { WaybillTimeline } from '@portal/shared/tracking';
import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellTag } from '../list-kit/renderers.tsx';
import './tracking-timeline.css';

/** The colour of an AfterShip-style tag: delivered green, trouble red or orange, the rest on its way (drawn as list cells draw tags, readable). */
const TAG_COLOURS: Record<string, string> = {
  Delivered: 'green',
  Exception: 'red',
  AttemptFail: 'orange',
  Expired: 'default',
  AvailableForPickup: 'purple',
  OutForDelivery: 'geekblue',
  InTransit: 'blue',
  InfoReceived: 'cyan',
  Pending: 'default',
};

/**
 * A waybill's tracking (getWaybillTrack's `WaybillTimeline`): where it stands now, then every event
 * newest first with its Malaysian time, site, and who scanned, signed or why it stopped. The server
 * sends the labels in the reader's language; names are absent where the reader may not see them.
 */
export function TrackingTimeline({ timeline, headingId }: { timeline: WaybillTimeline; headingId: string }) {
  const { t } = useTranslation('waybills');
  return (
    <div className="tracking-timeline">
      <p className="tracking-timeline__now">
        <span>{t('timeline.now')}</span>
        <CellTag color={TAG_COLOURS[timeline.tag]}>{timeline.statusLabel}</CellTag>
      </p>
      <h3 id={headingId} className="tracking-timeline__heading">
        {t('timeline.events')}
      </h3>
      {timeline.events.length ? (
        <Timeline
          aria-labelledby={headingId}
          items={timeline.events.map((event, i) => ({
            key: `${event.time}-${i}`,
            color: i === 0 ? (TAG_COLOURS[event.tag ?? ''] ?? 'blue') : 'gray',
            children: (
              <div className="tracking-timeline__event">
                <strong>{event.statusLabel}</strong>
                <div className="tracking-timeline__meta">
                  <time dateTime={event.time}>{event.localTime}</time>
                  {event.siteCode && <span> · {event.siteName ? `${event.siteName} (${event.siteCode})` : event.siteCode}</span>}
                </div>
                {event.problemReasonLabel && <div>{t('timeline.reason', { reason: event.problemReasonLabel })}</div>}
                {event.signerName && <div>{t('timeline.signer', { name: event.signerName })}</div>}
                {event.courier && <div className="tracking-timeline__meta">{t('timeline.courier', { name: event.courier })}</div>}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
      )}
    </div>
  );
}
