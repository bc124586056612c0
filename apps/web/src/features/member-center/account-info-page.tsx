import { Card, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { useGrowInfo } from './api/grow-info.ts';
import { useStatistic } from './api/statistic.ts';
import { LEVEL_COLORS, MemberStanding } from './member-standing.tsx';
import './member-center.css';

type LevelRow = NonNullable<ReturnType<typeof useGrowInfo>['data']>['levels'][number];

/**
 * Account info (spec page accountInfo, issue 18): the member's level, points and growth with the
 * progress to the next level, and every level's threshold and benefits, the member's own marked.
 */
export default function AccountInfoPage() {
  const { t } = useTranslation('mall');
  const standing = useStatistic();
  const info = useGrowInfo();
  return (
    <div className="member-center">
      <PageHeading className="member-center__heading" />
      {standing.data ? <MemberStanding standing={standing.data} /> : <Skeleton active />}
      <Card title={<h2 className="member-center__card-title">{t('levels.title')}</h2>}>
        <Table<LevelRow>
          rowKey="level"
          loading={info.isLoading}
          dataSource={info.data?.levels ?? []}
          pagination={false}
          rowClassName={(row) => (row.current ? 'member-center__current-level' : '')}
          columns={[
            {
              title: t('levels.level'),
              dataIndex: 'name',
              width: 180,
              render: (name: string, row) => (
                <>
                  <Tag variant="solid" color={LEVEL_COLORS[row.level]}>
                    {name}
                  </Tag>
                  {row.current ? <span className="member-center__you">{t('levels.yours')}</span> : null}
                </>
              ),
            },
            { title: t('levels.growthFrom'), dataIndex: 'growthFrom', width: 160, render: (n: number) => n.toLocaleString('en-MY') },
            {
              title: t('levels.benefits'),
              dataIndex: 'benefits',
              render: (benefits: string[]) => (
                <ul className="member-center__benefits">
                  {benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
        <p className="member-center__rule">{t('levels.rule')}</p>
      </Card>
    </div>
  );
}
