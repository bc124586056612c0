import type { UserInfo } from '@portal/shared/user-info';
import { useTranslation } from 'react-i18next';
import { D10Card } from './d10-card.tsx';
import { PrepayCard } from './prepay-card.tsx';

/** The signed-in user, the customer and account facts, the prepaid balance when open, and the D10 figure. */
export function WelcomePanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation('dashboard');
  const admin = user.accountType === 'ADMIN';
  const site = user.siteName ? `${user.siteName}${user.siteCode ? ` (${user.siteCode})` : ''}` : '—';
  const facts: [label: string, value: string][] = admin
    ? [
        [t('accountType'), t(`accountTypes.${user.accountType}`)],
        [t('loginAccount'), user.loginCode],
      ]
    : [
        [t('customerCode'), user.cusCode],
        [t('site'), site],
        [t('accountType'), t(`accountTypes.${user.accountType}`)],
        [t('loginAccount'), user.loginCode],
      ];
  return (
    <section className="dashboard-welcome" aria-labelledby="dashboard-welcome-title">
      <div className="dashboard-welcome__main">
        <h1 id="dashboard-welcome-title" className="dashboard-welcome__title">
          {t('welcome', { name: user.name })}
        </h1>
        {!admin && <p className="dashboard-welcome__customer">{user.cusLongName ?? user.cusName}</p>}
        <dl className="dashboard-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="dashboard-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <PrepayCard user={user} />
      <D10Card user={user} />
    </section>
  );
}
