import type { MallStatistic, MemberLevel } from '@portal/shared/mall';
import { Card, Progress, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Solid tag colours, each dark enough for white text (axe contrast). */
export const LEVEL_COLORS: Record<MemberLevel, string> = { SILVER: '#595959', GOLD: '#874d00', PLATINUM: '#531dab', DIAMOND: '#0050b3' };

/** The member's level, points, growth with its progress to the next level, and exchanges: the top of the mall's pages. */
export function MemberStanding({ standing, compact = false }: { standing: MallStatistic; compact?: boolean }) {
  const { t } = useTranslation('mall');
  const span = standing.nextFrom === null ? 1 : standing.nextFrom - standing.levelFrom;
  const percent = standing.nextFrom === null ? 100 : Math.min(100, Math.floor(((standing.growth - standing.levelFrom) / span) * 100));
  return (
    <Card className="member-standing" title={<h2 className="member-center__card-title">{t('standing.title')}</h2>}>
      <div className="member-standing__figures">
        <div>
          <div className="member-standing__label">{t('standing.level')}</div>
          <Tag variant="solid" color={LEVEL_COLORS[standing.level]} className="member-standing__level" data-testid="member-level">
            {standing.levelName}
          </Tag>
        </div>
        <Statistic title={t('standing.points')} value={standing.points} data-testid="member-points" />
        <Statistic title={t('standing.growth')} value={standing.growth} />
        {compact ? null : <Statistic title={t('standing.exchanges')} value={standing.exchanges} />}
      </div>
      {compact ? null : (
        <div className="member-standing__progress">
          <Progress percent={percent} showInfo={false} aria-label={t('standing.progress')} />
          <span>
            {standing.nextLevel
              ? t('standing.toNext', { growth: standing.growthToNext.toLocaleString('en-MY'), level: standing.nextLevelName })
              : t('standing.topLevel')}
          </span>
        </div>
      )}
    </Card>
  );
}
