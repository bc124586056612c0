import { RightOutlined } from '@ant-design/icons';
import type { BannerTone } from '@portal/shared/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from '../api/notices.ts';

const TONES: Record<BannerTone, string> = { red: '#E60000', blue: '#1890FF', green: '#389E0D', orange: '#D4380D', purple: '#722ED1' };

/** The courier's banners (the administrator keeps them): a portal page opens in the portal, an https address in a new tab. */
export function Banners() {
  const { t } = useTranslation('dashboard');
  const { data } = useBanners();
  if (!data?.length) return null;
  return (
    <section aria-label={t('banners.title')} className="dashboard-banners">
      {data.map((b) => {
        const body = (
          <>
            <strong className="dashboard-banner__title">{b.title}</strong>
            <span className="dashboard-banner__body">{b.body}</span>
            {b.link && (
              <span className="dashboard-banner__more">
                {t('banners.open')} <RightOutlined aria-hidden />
              </span>
            )}
          </>
        );
        const style = { '--banner-tone': TONES[b.tone] } as React.CSSProperties;
        if (!b.link)
          return (
            <div key={b.id} className="dashboard-banner" style={style}>
              {body}
            </div>
          );
        return b.link.startsWith('/') ? (
          <Link key={b.id} to={b.link} className="dashboard-banner" style={style}>
            {body}
          </Link>
        ) : (
          <a key={b.id} href={b.link} target="_blank" rel="noopener noreferrer" className="dashboard-banner" style={style}>
            {body}
          </a>
        );
      })}
    </section>
  );
}
