import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import {
  addGiftStockParameter,
  adminGiftOrderListParameter,
  createGiftOrderParameter,
  type GrowInfo,
  giftOrderListParameter,
  goodsPageParameter,
  LEVEL_RULES,
  levelOf,
  MALL_ANY_PAGE,
  MALL_PAGES,
  type MallStatistic,
  MEMBER_LEVELS,
  moveGiftDeliveryParameter,
  nextLevel,
  pointsLogParameter,
  saveGiftParameter,
} from '@portal/shared/mall';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { createGiftOrder } from './create-gift-order.ts';
import { listGiftOrders, moveGiftDelivery } from './gift-dispatch.ts';
import { addGiftStock, listGifts, saveGift } from './gift-store.ts';
import type { MallDeps } from './module.ts';
import { exchangeCount, giftOrderPage, giftPage, ledgerPage, mallShownTo } from './repository.ts';

/** The member mall's calls (spec 7 "Member mall"); mall/queryAlertMsg and mall/alertMsgRead are the notices module's. */
export function mallRoutes(app: FastifyInstance, { db, texts, points, notifications }: MallDeps): void {
  const translate = texts.translate;

  /**
   * The mall is open to a customer the courier switched it on for (grayscale isMallShow, spec 6): the
   * menu hides it otherwise, and the server refuses its calls too. The customer's points are caught up
   * with its wallet before anything is read, so an order just paid shows.
   */
  const member = async (scope: CustomerScope) => {
    if (!(await mallShownTo(db, scope))) throw new PortalError(Code.FORBIDDEN, 'noPermission');
    await points.accrue(db, scope);
    const balance = await points.balance(db, scope);
    return { ...balance, level: levelOf(balance.growth) };
  };

  app.portal.endpoint({
    name: 'mall/statistic',
    access: 'customer',
    pages: MALL_ANY_PAGE,
    parameter: emptyParameter,
    handler: async ({ scope, lang }): Promise<MallStatistic> => {
      const standing = await member(scope);
      const next = nextLevel(standing.level);
      const nextFrom = next ? LEVEL_RULES[next].growthFrom : null;
      return {
        points: standing.points,
        growth: standing.growth,
        level: standing.level,
        levelName: translate(LEVEL_RULES[standing.level].label, lang),
        nextLevel: next,
        nextLevelName: next ? translate(LEVEL_RULES[next].label, lang) : '',
        growthToNext: nextFrom === null ? 0 : Math.max(0, nextFrom - standing.growth),
        levelFrom: LEVEL_RULES[standing.level].growthFrom,
        nextFrom,
        exchanges: await exchangeCount(db, scope),
      };
    },
  });

  app.portal.endpoint({
    name: 'mall/queryGrowInfo',
    access: 'customer',
    pages: [MALL_PAGES.accountInfo, MALL_PAGES.growthLog],
    parameter: emptyParameter,
    handler: async ({ scope, lang }): Promise<GrowInfo> => {
      const standing = await member(scope);
      return {
        growth: standing.growth,
        level: standing.level,
        levels: MEMBER_LEVELS.map((level) => ({
          level,
          name: translate(LEVEL_RULES[level].label, lang),
          growthFrom: LEVEL_RULES[level].growthFrom,
          maxPerExchange: LEVEL_RULES[level].maxPerExchange,
          benefits: LEVEL_RULES[level].benefits.map((b) => translate(b, lang)),
          current: level === standing.level,
        })),
      };
    },
  });

  app.portal.endpoint({
    name: 'mall/queryGoodsPage',
    access: 'customer',
    pages: [MALL_PAGES.pointReward],
    parameter: goodsPageParameter,
    handler: async ({ scope, parameter, lang }) => giftPage(db, parameter, (await member(scope)).level, lang, translate),
  });

  app.portal.endpoint({
    name: 'mall/createGiftOrder',
    access: 'customer',
    pages: [MALL_PAGES.pointReward],
    parameter: createGiftOrderParameter,
    successMessage: 'mallExchangeDone',
    handler: async ({ scope, parameter, lang }) => {
      await member(scope);
      return createGiftOrder(db, points, scope, parameter, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'mall/queryGiftOrderRecordRaw',
    access: 'customer',
    pages: [MALL_PAGES.exchangeLog],
    parameter: giftOrderListParameter,
    handler: async ({ scope, parameter, lang }) => {
      await member(scope);
      return giftOrderPage(db, scope, parameter, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'mall/queryIntegralLog',
    access: 'customer',
    pages: [MALL_PAGES.integralLog],
    parameter: pointsLogParameter,
    handler: async ({ scope, parameter, lang }) => {
      await member(scope);
      return ledgerPage(db, scope, 'points', parameter, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'mall/queryGrowthLog',
    access: 'customer',
    pages: [MALL_PAGES.growthLog],
    parameter: pointsLogParameter,
    handler: async ({ scope, parameter, lang }) => {
      await member(scope);
      return ledgerPage(db, scope, 'growth', parameter, lang, translate);
    },
  });

  // The courier's gift store (the administrator's area, menu 909).
  app.portal.endpoint({
    name: 'mall/listGifts',
    access: 'admin',
    parameter: emptyParameter,
    handler: async () => listGifts(db),
  });

  app.portal.endpoint({
    name: 'mall/saveGift',
    access: 'admin',
    parameter: saveGiftParameter,
    handler: async ({ parameter }) => saveGift(db, parameter),
  });

  app.portal.endpoint({
    name: 'mall/addGiftStock',
    access: 'admin',
    parameter: addGiftStockParameter,
    handler: async ({ parameter }) => addGiftStock(db, parameter.id, parameter.quantity),
  });

  app.portal.endpoint({
    name: 'mall/listGiftOrders',
    access: 'admin',
    parameter: adminGiftOrderListParameter,
    handler: async ({ parameter, lang }) => listGiftOrders(db, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'mall/moveGiftDelivery',
    access: 'admin',
    parameter: moveGiftDeliveryParameter,
    handler: async ({ parameter, lang }) => moveGiftDelivery(db, notifications, parameter, lang, translate),
  });
}
