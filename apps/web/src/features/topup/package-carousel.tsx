import { CheckCircleFilled, GiftOutlined, LeftOutlined, RightOutlined, WalletOutlined } from '@ant-design/icons';
import { formatRinggit } from '@portal/shared/money';
import { type RechargeGoods, TOPUP_DIALOG } from '@portal/shared/topup';
import { Button, Radio } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';

const PER_PAGE = TOPUP_DIALOG.cardsPerPage;

/** The card a key moves the choice to from card `at` of `count`, or null when the key does not move it. */
function cardAfter(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(at + 1, count - 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(at - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The recharge packages of one tab as a carousel (spec 9: three cards a page, 484 px high). Each card is a
 * radio of one group, named by its amount, its name and its gift. The arrow keys move the choice card by
 * card and turn the page past the third (a native radio group would wrap round the page instead); the
 * buttons beside and the dots below turn the page without choosing.
 */
export function PackageCarousel({
  goods,
  chosen,
  onChoose,
  label,
}: {
  goods: RechargeGoods[];
  chosen: string | null;
  onChoose: (goods: RechargeGoods) => void;
  label: string;
}) {
  const { t } = useTranslation('layout');
  const pages = Math.ceil(goods.length / PER_PAGE);
  const chosenAt = goods.findIndex((g) => g.goodsCode === chosen);
  const [page, setPage] = useState(chosenAt >= 0 ? Math.floor(chosenAt / PER_PAGE) : 0);
  const cards = useRef<HTMLDivElement>(null);
  const focusOn = useRef<string | null>(null);
  const cardsId = useId();

  // A card chosen by key on another page is focused once that page is shown.
  useEffect(() => {
    if (!focusOn.current) return;
    cards.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(focusOn.current)}"]`)?.focus();
    focusOn.current = null;
  });

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, at: number) => {
    const to = cardAfter(e.key, at, goods.length);
    if (to === null) return;
    e.preventDefault();
    const next = goods[to];
    if (!next || to === at) return;
    focusOn.current = next.goodsCode;
    setPage(Math.floor(to / PER_PAGE));
    onChoose(next);
  };

  const shown = goods.slice(page * PER_PAGE, page * PER_PAGE + PER_PAGE);
  const pageName = t('prepay.pageOf', { page: page + 1, pages });
  return (
    <section
      className="topup-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ height: TOPUP_DIALOG.carouselHeightPx }}
    >
      <div className="topup-carousel__stage">
        {pages > 1 ? (
          <Button
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={t('prepay.previousPage')}
            aria-controls={cardsId}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          />
        ) : null}
        <div ref={cards} id={cardsId} className="topup-carousel__cards">
          <Radio.Group
            className="topup-carousel__group"
            name={cardsId}
            aria-label={label}
            value={chosen}
            onChange={(e) => {
              const g = goods.find((x) => x.goodsCode === e.target.value);
              if (g) onChoose(g);
            }}
          >
            {shown.map((g, i) => (
              <Radio key={g.goodsCode} value={g.goodsCode} className="topup-card" onKeyDown={(e) => onKeyDown(e, page * PER_PAGE + i)}>
                <span className="topup-card__picture" aria-hidden="true">
                  {g.imageFullUrl ? <img src={g.imageFullUrl} alt="" /> : g.sendGift === 1 ? <GiftOutlined /> : <WalletOutlined />}
                </span>
                <span className="topup-card__amount">{formatRinggit(g.chargeAmount)}</span>
                <span className="topup-card__name">{g.describe}</span>
                <span className="topup-card__bonus">
                  {g.sendGift === 1 ? (
                    <CellTag color="gold">{t('prepay.withGift')}</CellTag>
                  ) : (
                    <span className="topup-card__no-gift">{t('prepay.noGift')}</span>
                  )}
                </span>
                {g.goodsCode === chosen ? (
                  <span className="topup-card__chosen">
                    <CheckCircleFilled aria-hidden="true" /> {t('prepay.chosen')}
                  </span>
                ) : null}
              </Radio>
            ))}
          </Radio.Group>
        </div>
        {pages > 1 ? (
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label={t('prepay.nextPage')}
            aria-controls={cardsId}
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          />
        ) : null}
      </div>
      {pages > 1 ? (
        <div className="topup-carousel__dots">
          {Array.from({ length: pages }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number.
              key={i}
              type="button"
              className="topup-carousel__dot"
              aria-label={t('prepay.goToPage', { page: i + 1 })}
              aria-current={i === page ? 'true' : undefined}
              aria-controls={cardsId}
              onClick={() => setPage(i)}
            />
          ))}
          <span className="topup-carousel__where" aria-live="polite">
            {pageName}
          </span>
        </div>
      ) : null}
    </section>
  );
}
