import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnnouncementList } from './announcement-list.tsx';
import { BannerList } from './banner-list.tsx';
import './content-admin.css';

const TABS = ['banners', 'announcements'] as const;
type Tab = (typeof TABS)[number];

/**
 * dashboardContent (issue 15: "announcements and banners managed by the administrator"): what every
 * customer's dashboard shows from the courier. The tab is in the URL (`?tab=announcements`); only
 * the open tab's list is mounted, so the two lists never share their paging parameters.
 */
export default function ContentAdminPage() {
  const { t } = useTranslation('lists', { keyPrefix: 'contentAdmin' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'announcements' ? 'announcements' : 'banners';
  return (
    <div className="content-admin">
      <header className="content-admin__header">
        <h1 className="content-admin__title">{t('title')}</h1>
        <p className="content-admin__intro">{t('intro')}</p>
      </header>
      {/* Card tabs: the chosen one sits on the container's white, where the theme colour reads at 4.5:1 (on the page's grey it does not). */}
      <Tabs
        type="card"
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'banners' ? {} : { tab: key })}
        items={[
          { key: 'banners', label: t('tabs.banners'), children: <BannerList /> },
          { key: 'announcements', label: t('tabs.announcements'), children: <AnnouncementList /> },
        ]}
      />
    </div>
  );
}
