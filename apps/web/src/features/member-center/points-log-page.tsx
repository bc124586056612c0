import type { PointsLogRow } from '@portal/shared/mall';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { useStatistic } from './api/statistic.ts';
import { MemberStanding } from './member-standing.tsx';
import './member-center.css';

/** The points log (integralLog) or the growth log (growthLog): the points ledger's lines that moved either, newest first. */
export function PointsLogPage({ tabKey }: { tabKey: 'integralLog' | 'growthLog' }) {
  const { t } = useTranslation('mall');
  const standing = useStatistic();
  return (
    <ListPage<PointsLogRow>
      tabKey={tabKey}
      title={t(tabKey === 'integralLog' ? 'logs.points' : 'logs.growth')}
      filters={[{ kind: 'dateRange', name: 'createTime', label: 'mall:columns.createdAt' }]}
      exportable={false}
      beforeTable={standing.data ? <MemberStanding standing={standing.data} compact /> : null}
    />
  );
}
