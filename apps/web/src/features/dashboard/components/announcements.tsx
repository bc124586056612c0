import { PushpinOutlined } from '@ant-design/icons';
import { malaysiaTime } from '@portal/shared/time';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/notices.ts';

/** The courier's announcements, pinned first then newest. */
export function Announcements() {
  const { t } = useTranslation('dashboard');
  const { data } = useAnnouncements();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="dashboard-announcements-title" className="dashboard-panel">
      <h2 id="dashboard-announcements-title" className="dashboard-section-title">
        {t('announcements.title')}
      </h2>
      <ul className="dashboard-announcements">
        {data.map((a) => (
          <li key={a.id}>
            <article aria-labelledby={`announcement-${a.id}`}>
              <h3 id={`announcement-${a.id}`} className="dashboard-announcement__title">
                {a.pinned && <PushpinOutlined aria-label={t('announcements.pinned')} />} {a.title}
              </h3>
              <p className="dashboard-announcement__content">{a.content}</p>
              <time className="dashboard-announcement__time" dateTime={a.publishedAt}>
                {malaysiaTime(new Date(a.publishedAt))}
              </time>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
