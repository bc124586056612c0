import { GIFT_CATEGORIES, type GiftCategory, type GiftRow } from '@portal/shared/mall';
import { Button, Card, Empty, Input, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { useGoodsPage } from './api/goods-page.ts';
import { useStatistic } from './api/statistic.ts';
import { ExchangeDialog } from './exchange-dialog.tsx';
import { LEVEL_COLORS, MemberStanding } from './member-standing.tsx';
import './member-center.css';

const PAGE_SIZE = 12;

/**
 * Points reward (spec page pointReward, issue 18): the gift catalogue with each gift's points price,
 * stock and level, filtered by category or a word, and the exchange dialog.
 */
export default function PointRewardPage() {
  const { t } = useTranslation('mall');
  const standing = useStatistic();
  const [category, setCategory] = useState<GiftCategory | 'ALL'>('ALL');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [exchanging, setExchanging] = useState<GiftRow | null>(null);
  const goods = useGoodsPage({
    page,
    pageSize: PAGE_SIZE,
    category: category === 'ALL' ? undefined : category,
    keyword: keyword || undefined,
  });

  const refusal = (gift: GiftRow): string | null => {
    if (!gift.allowed) return t('gift.forLevel', { level: gift.minLevelName });
    if (gift.stock === 0) return t('gift.soldOut');
    if (standing.data && standing.data.points < gift.pointsPrice) return t('gift.notEnough');
    return null;
  };

  return (
    <div className="member-center">
      <PageHeading className="member-center__heading" />
      {standing.data ? <MemberStanding standing={standing.data} compact /> : <Skeleton active paragraph={{ rows: 1 }} />}
      <Card title={<h2 className="member-center__card-title">{t('gift.catalogue')}</h2>}>
        <div className="point-reward__filters">
          <Segmented<GiftCategory | 'ALL'>
            value={category}
            onChange={(v) => {
              setCategory(v);
              setPage(1);
            }}
            options={[
              { value: 'ALL', label: t('gift.all') },
              ...GIFT_CATEGORIES.map((c) => ({ value: c, label: t(`gift.categories.${c}`) })),
            ]}
          />
          <Input.Search
            allowClear
            maxLength={50}
            placeholder={t('gift.search')}
            aria-label={t('gift.search')}
            style={{ width: 260 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
        </div>
        {goods.isLoading ? <Skeleton active /> : null}
        {goods.data && goods.data.list.length === 0 ? <Empty description={t('gift.none')} /> : null}
        <div className="point-reward__grid">
          {goods.data?.list.map((gift) => {
            const why = refusal(gift);
            return (
              <Card key={gift.id} className="point-reward__gift" size="small" data-testid={`gift-${gift.code}`}>
                <h3 className="point-reward__gift-name">{gift.name}</h3>
                <div>
                  <Tag>{t(`gift.categories.${gift.category}`)}</Tag>
                  <Tag variant="solid" color={LEVEL_COLORS[gift.minLevel]}>
                    {gift.minLevelName}
                  </Tag>
                </div>
                <div className="point-reward__price">{t('gift.price', { count: gift.pointsPrice, points: gift.pointsPrice })}</div>
                <div className="point-reward__meta">
                  <span data-testid="gift-stock">{t('gift.stock', { stock: gift.stock })}</span>
                  <span>{gift.code}</span>
                </div>
                <Button
                  type="primary"
                  disabled={!!why || !standing.data}
                  onClick={() => setExchanging(gift)}
                  aria-label={`${t('gift.exchange')} ${gift.name}`}
                >
                  {t('gift.exchange')}
                </Button>
                {why ? <span className="member-center__rule">{why}</span> : null}
              </Card>
            );
          })}
        </div>
        {goods.data && goods.data.total > PAGE_SIZE ? (
          <Pagination
            className="point-reward__pages"
            current={page}
            pageSize={PAGE_SIZE}
            total={goods.data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </Card>
      {standing.data ? <ExchangeDialog gift={exchanging} standing={standing.data} onClose={() => setExchanging(null)} /> : null}
    </div>
  );
}
