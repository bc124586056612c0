import type { TrackingTag } from '@portal/shared/scans';
import type { TrackEvent, WaybillTrack } from '@portal/shared/tracking';
import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMalaysian } from '../list-kit/cell-text.ts';
import { CellTag } from '../list-kit/renderers.tsx';
import './tracking-timeline.css';

/** The colour of an AfterShip-style tag: delivered green, trouble red or orange, the rest on its way. */
const TAG_COLOURS: Record<TrackingTag, string> = {
  Pending: 'default',
  InfoReceived: 'cyan',
  InTransit: 'blue',
  OutForDelivery: 'geekblue',
  AttemptFail: 'orange',
  Delivered: 'green',
  AvailableForPickup: 'purple',
  Exception: 'red',
  Expired: 'default',
};

/** Where a waybill stands now: its status in the reader's language, coloured by its tag (as list cells draw tags: readable). */
export function TrackStatusTag({ track }: { track: WaybillTrack }) {
  return (
    <span data-testid="track-status">
      <CellTag color={TAG_COLOURS[track.tag]}>{track.statusLabel}</CellTag>
    </span>
  );
}

/**
 * A waybill's timeline as the server reads it (trackingList, getWaybillTrack, trackWaybill all answer
 * `WaybillTrack`): every event newest first with its Malaysian time, site, problem reason, signer and
 * courier. The server sends the words in the reader's language and leaves out the names a reader may
 * not see (the public page); the kit shows what it gets.
 */
export function TrackingTimeline({ track, headingId }: { track: WaybillTrack; headingId: string }) {
  const { t } = useTranslation('tracking');
  return (
    <div className="tracking-timeline">
      <h3 id={headingId} className="tracking-timeline__heading">
        {t('events')}
      </h3>
      {track.events.length ? (
        <Timeline
          aria-labelledby={headingId}
          items={track.events.map((event, i) => ({
            key: `${event.at}-${i}`,
            color: i === 0 ? (TAG_COLOURS[event.tag ?? 'InTransit'] ?? 'blue') : 'gray',
            children: <EventLines event={event} />,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvents')} />
      )}
    </div>
  );
}

function EventLines({ event }: { event: TrackEvent }) {
  const { t } = useTranslation('tracking');
  const site = event.siteCode && event.siteName !== event.siteCode ? `${event.siteName} (${event.siteCode})` : event.siteCode;
  return (
    <div className="tracking-timeline__event">
      <div>
        <strong>{event.description}</strong>
        {site ? ` · ${site}` : ''}
      </div>
      {event.problem ? <div>{t('reason', { reason: event.problem })}</div> : null}
      {event.signerName ? <div>{t('signedBy', { name: event.signerName })}</div> : null}
      {event.courier ? <div className="tracking-timeline__meta">{t('courier', { name: event.courier })}</div> : null}
      <time className="tracking-timeline__meta" dateTime={event.at}>
        {formatMalaysian(event.at, 'YYYY-MM-DD HH:mm')}
      </time>
    </div>
  );
}
