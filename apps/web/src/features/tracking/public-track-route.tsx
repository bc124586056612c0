import { Alert, Button, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { withAntd } from '@/app/antd-provider.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useTrackWaybill } from './api/track-waybill.ts';
import { TrackCard } from './track-card.tsx';
import './tracking.css';

/**
 * The public tracking page (/track and /track/{waybillNo}): anyone with a number sees its status and
 * timeline, never a person's name, phone or address (the server leaves them out).
 */
function PublicTrackPage() {
  const { t } = useTranslation('tracking');
  const { waybillNo = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(waybillNo);
  const track = useTrackWaybill(waybillNo);
  const go = () => {
    const number = typed.trim();
    if (number) navigate(`/track/${encodeURIComponent(number)}`);
  };
  return (
    <main className="tracking-public">
      <Typography.Title level={1}>{t('publicTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('publicIntro')}</Typography.Paragraph>
      <form
        className="tracking-public__form"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <Input
          aria-label={t('publicNumber')}
          placeholder={t('publicNumber')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputMode="numeric"
          maxLength={30}
        />
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </form>
      <div className="tracking__results" aria-live="polite">
        {track.isFetching ? <Skeleton active /> : null}
        {track.error ? (
          <Alert type="error" showIcon message={track.error instanceof ApiError ? track.error.message : String(track.error)} />
        ) : null}
        {track.data && !track.isFetching ? <TrackCard track={track.data} /> : null}
      </div>
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to="/login">{t('publicLogin')}</Link>
      </Typography.Paragraph>
    </main>
  );
}

export const Component = withAntd(PublicTrackPage);
