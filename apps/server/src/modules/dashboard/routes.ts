import { emptyParameter } from '@portal/shared/api';
import { CLAIMS_PAGE } from '@portal/shared/claims';
import { Code } from '@portal/shared/codes';
import {
  AGING_QUERY_PAGE,
  type Announcement,
  announcementParameter,
  type Banner,
  bannerParameter,
  contentIdParameter,
  DASHBOARD_PAGE,
  periodOf,
  periodParameter,
  prescriptionParameter,
  updateAnnouncementParameter,
  updateBannerParameter,
} from '@portal/shared/dashboard';
import { type Lang, localizedName } from '@portal/shared/lang';
import { pagingParameter } from '@portal/shared/table-config';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { chosenTimeEffectiveTypes } from '../network/service.ts';
import { announceWhenShown, wakeAnnouncements } from '../notifications/service.ts';
import {
  addAnnouncement,
  addBanner,
  announcementPage,
  announcementRecord,
  bannerPage,
  bannerRecord,
  deleteAnnouncement,
  deleteBanner,
  shownAnnouncements,
  shownBanners,
  startedAnnouncements,
  updateAnnouncement,
  updateBanner,
} from './content-repository.ts';
import { answerRenewal, contractStatus } from './contract-renewal.ts';
import { d10Parcels } from './d10.ts';
import { codFeeCount, headline, homeStatusCount, prescriptionReport, receiptRate } from './figures.ts';
import { deliveries, statusDays } from './figures-repository.ts';
import type { DashboardDeps } from './module.ts';

/** The dashboard's figures are a grant (a sub-account sees them when given it); they are always the whole customer's. */
const pages = [DASHBOARD_PAGE] as const;
const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
const found = <T>(row: T | undefined): T => {
  if (row === undefined) throw notFound();
  return row;
};

/** An announcement as a customer reads it: its texts in the request language. */
const announcementOut = (a: Awaited<ReturnType<typeof shownAnnouncements>>[number], lang: Lang): Announcement => ({
  id: a.id,
  title: a.title[lang],
  content: a.content[lang],
  pinned: a.pinned,
  publishedAt: a.startsAt.toISOString(),
});

/** The dashboard (issue 15): figures for a period, banners, announcements, the renewal prompt; the aging query's report. */
export function dashboardRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const { db, pricing, network } = deps;

  const figureCall = <R>(name: string, build: (scope: CustomerScope, period: ReturnType<typeof periodOf>) => Promise<R>) =>
    app.portal.endpoint({
      name,
      access: 'customer',
      pages,
      parameter: periodParameter,
      handler: async ({ scope, parameter }) => build(scope, periodOf(parameter)),
    });

  figureCall('getData', async (scope, period) => {
    const [statuses, delivered] = await Promise.all([statusDays(db, scope, period), deliveries(db, scope, period)]);
    return headline(period, statuses, delivered);
  });
  figureCall('getHomeStatusCount', async (scope, period) => homeStatusCount(period, await statusDays(db, scope, period)));
  figureCall('getReceiptRate', async (scope, period) => receiptRate(period, await statusDays(db, scope, period)));
  figureCall('getCodFeeCount', async (scope, period) => codFeeCount(period, await statusDays(db, scope, period)));

  /** Promised against measured delivery days by route class and product: the dashboard's chart and the aging query page. */
  app.portal.endpoint({
    name: 'getPrescriptionReport',
    access: 'customer',
    pages: [DASHBOARD_PAGE, AGING_QUERY_PAGE],
    parameter: prescriptionParameter,
    handler: async ({ scope, parameter, lang }) => {
      const period = periodOf(parameter);
      const types = await chosenTimeEffectiveTypes(network, parameter.timeEffectiveTypeIds, lang);
      const [rows, products] = await Promise.all([deliveries(db, scope, period), pricing.products()]);
      const names = new Map(products.map((p) => [p.code, localizedName(p, lang)]));
      return prescriptionReport(
        period,
        rows,
        (code) => names.get(code) ?? code,
        products.map((p) => p.code),
        {
          expressType: parameter.expressType,
          routeClass: parameter.routeClass,
          promises: types.length ? types.map((t) => ({ min: t.minDays, max: t.maxDays })) : undefined,
        },
      );
    },
  });

  /** The D10 card (issue 18): parcels picked up ten Malaysian days ago or more and still not signed for; the claims page reads it too. */
  app.portal.endpoint({
    name: 'getD10ClaimsData',
    access: 'customer',
    pages: [DASHBOARD_PAGE, CLAIMS_PAGE],
    parameter: emptyParameter,
    handler: async ({ scope }) => d10Parcels(db, scope),
  });

  const inLang = (text: Record<Lang, string>, lang: Lang) => text[lang];

  app.portal.endpoint({
    name: 'getAdvertising',
    access: 'customer',
    open: "the courier's banners on every account's dashboard",
    parameter: emptyParameter,
    handler: async ({ lang }): Promise<Banner[]> =>
      (await shownBanners(db, new Date())).map((b) => ({
        id: b.id,
        title: inLang(b.title, lang),
        body: inLang(b.body, lang),
        link: b.link,
        tone: b.tone,
      })),
  });

  app.portal.endpoint({
    name: 'listAnnouncement',
    access: 'customer',
    open: "the courier's announcements to every account",
    parameter: pagingParameter,
    handler: async ({ parameter, lang }) => {
      const { list, total } = await startedAnnouncements(db, parameter, new Date());
      return {
        total,
        list: list.map((a) => ({ ...announcementOut(a, lang), endsAt: a.endsAt?.toISOString() ?? null })),
      };
    },
  });

  app.portal.endpoint({
    name: 'getInformationList',
    access: 'customer',
    open: "the courier's announcements to every account",
    parameter: emptyParameter,
    handler: async ({ lang }): Promise<Announcement[]> => (await shownAnnouncements(db, new Date())).map((a) => announcementOut(a, lang)),
  });

  // The renewal is the company's to answer: main accounts only.
  app.portal.endpoint({
    name: 'getContractStatus',
    access: 'main',
    parameter: emptyParameter,
    handler: async ({ scope }) => contractStatus(db, scope),
  });

  for (const [name, decision, successMessage] of [
    ['agreeToRenew', 'AGREED', 'renewalAgreed'],
    ['refuseToRenew', 'REFUSED', 'renewalRefused'],
  ] as const) {
    app.portal.endpoint({
      name,
      access: 'main',
      parameter: emptyParameter,
      successMessage,
      handler: async ({ scope, request }) => {
        const status = await answerRenewal(db, scope, decision);
        request.log.info(
          { event: 'contract.renewal', customerId: scope.customerId, userId: scope.userId, contractNo: status.contractNo, decision },
          'renewal answered',
        );
        return status;
      },
    });
  }

  // The administrator's: banners and announcements, every language and when each shows.
  app.portal.endpoint({
    name: 'listAdvertising',
    access: 'admin',
    parameter: pagingParameter,
    handler: async ({ parameter, lang }) => bannerPage(db, parameter, lang),
  });
  app.portal.endpoint({
    name: 'addAdvertising',
    access: 'admin',
    parameter: bannerParameter,
    handler: async ({ parameter, lang }) => bannerRecord(await addBanner(db, parameter), lang),
  });
  app.portal.endpoint({
    name: 'updateAdvertising',
    access: 'admin',
    parameter: updateBannerParameter,
    handler: async ({ parameter: { id, ...banner }, lang }) => bannerRecord(found(await updateBanner(db, id, banner)), lang),
  });
  app.portal.endpoint({
    name: 'deleteAdvertising',
    access: 'admin',
    parameter: contentIdParameter,
    handler: async ({ parameter }) => {
      if (!(await deleteBanner(db, parameter.id))) throw notFound();
      return { id: parameter.id };
    },
  });
  app.portal.endpoint({
    name: 'listInformation',
    access: 'admin',
    parameter: pagingParameter,
    handler: async ({ parameter, lang }) => announcementPage(db, parameter, lang),
  });
  app.portal.endpoint({
    name: 'addInformation',
    access: 'admin',
    parameter: announcementParameter,
    handler: async ({ parameter, lang }) => {
      const made = await db.transaction(async (tx) => {
        const row = await addAnnouncement(tx, parameter);
        await announceWhenShown(deps.jobs, tx, row);
        return row;
      });
      wakeAnnouncements(deps.jobs);
      return announcementRecord(made, lang);
    },
  });
  app.portal.endpoint({
    name: 'updateInformation',
    access: 'admin',
    parameter: updateAnnouncementParameter,
    handler: async ({ parameter: { id, ...announcement }, lang }) => {
      const edited = await db.transaction(async (tx) => {
        const row = found(await updateAnnouncement(tx, id, announcement));
        // Told again with its new words (the messages already sent are rewritten, not doubled).
        await announceWhenShown(deps.jobs, tx, row);
        return row;
      });
      wakeAnnouncements(deps.jobs);
      return announcementRecord(edited, lang);
    },
  });
  app.portal.endpoint({
    name: 'deleteInformation',
    access: 'admin',
    parameter: contentIdParameter,
    handler: async ({ parameter }) => {
      await db.transaction(async (tx) => {
        if (!(await deleteAnnouncement(tx, parameter.id))) throw notFound();
        await deps.notifications.withdrawAnnouncement(tx, parameter.id);
      });
      return { id: parameter.id };
    },
  });
}
