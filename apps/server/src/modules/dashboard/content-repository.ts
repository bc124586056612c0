import {
  type AnnouncementInput,
  type AnnouncementRecord,
  type BannerInput,
  type BannerRecord,
  DASHBOARD_LIMITS,
} from '@portal/shared/dashboard';
import type { Lang } from '@portal/shared/lang';
import type { Page, Paging } from '@portal/shared/table-config';
import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, dashboardBanners } from '../../db/schema/index.ts';

/**
 * The banners and announcements every customer's dashboard shows, kept by the administrator. Not a
 * customer's rows: every account reads the same ones, only those shown now.
 */

const instant = (text: string | undefined) => (text ? new Date(text) : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function shownBanners(db: DbOrTx, now: Date) {
  const b = dashboardBanners;
  return db
    .select()
    .from(b)
    .where(and(eq(b.active, true), or(isNull(b.startsAt), lte(b.startsAt, now)), or(isNull(b.endsAt), gt(b.endsAt, now))))
    .orderBy(asc(b.sort), desc(b.id))
    .limit(DASHBOARD_LIMITS.bannersShown);
}

export async function shownAnnouncements(db: DbOrTx, now: Date) {
  const a = announcements;
  return db
    .select()
    .from(a)
    .where(and(lte(a.startsAt, now), or(isNull(a.endsAt), gt(a.endsAt, now))))
    .orderBy(desc(a.pinned), desc(a.startsAt), desc(a.id))
    .limit(DASHBOARD_LIMITS.announcementsShown);
}

/** listAnnouncement: every announcement shown so far (ended ones too), newest first, a page at a time. */
export async function startedAnnouncements(db: DbOrTx, { page, pageSize }: Paging, now: Date) {
  const a = announcements;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(lte(a.startsAt, now))
      .orderBy(desc(a.startsAt), desc(a.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(a).where(lte(a.startsAt, now)),
  ]);
  return { list, total: total?.n ?? 0 };
}

export const bannerRecord = (r: typeof dashboardBanners.$inferSelect, lang: Lang): BannerRecord => ({
  id: r.id,
  title: r.title,
  localTitle: r.title[lang],
  body: r.body,
  link: r.link,
  tone: r.tone,
  sort: r.sort,
  active: r.active,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  updatedAt: r.updatedAt.toISOString(),
});

export const announcementRecord = (r: typeof announcements.$inferSelect, lang: Lang): AnnouncementRecord => ({
  id: r.id,
  title: r.title,
  localTitle: r.title[lang],
  content: r.content,
  pinned: r.pinned,
  startsAt: r.startsAt.toISOString(),
  endsAt: iso(r.endsAt),
  updatedAt: r.updatedAt.toISOString(),
});

/** The administrator's list: every banner, shown or not, by sort then newest; a page of them with the total. */
export async function bannerPage(db: DbOrTx, { page, pageSize }: Paging, lang: Lang): Promise<Page<BannerRecord>> {
  const b = dashboardBanners;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(b)
      .orderBy(asc(b.sort), desc(b.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(b),
  ]);
  return { list: rows.map((r) => bannerRecord(r, lang)), total: total?.n ?? 0 };
}

/** Every announcement, ended or still to come, newest first; they pile up over the years, so a page at a time. */
export async function announcementPage(db: DbOrTx, { page, pageSize }: Paging, lang: Lang): Promise<Page<AnnouncementRecord>> {
  const a = announcements;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(a)
      .orderBy(desc(a.startsAt), desc(a.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(a),
  ]);
  return { list: rows.map((r) => announcementRecord(r, lang)), total: total?.n ?? 0 };
}

const bannerValues = (input: BannerInput) => ({
  title: input.title,
  body: input.body,
  link: input.link,
  tone: input.tone,
  sort: input.sort,
  active: input.active,
  startsAt: instant(input.startsAt),
  endsAt: instant(input.endsAt),
});

export async function addBanner(db: DbOrTx, input: BannerInput) {
  const [row] = await db.insert(dashboardBanners).values(bannerValues(input)).returning();
  return row!;
}

export async function updateBanner(db: DbOrTx, id: number, input: BannerInput) {
  const [row] = await db
    .update(dashboardBanners)
    .set({ ...bannerValues(input), updatedAt: new Date() })
    .where(eq(dashboardBanners.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(dashboardBanners).where(eq(dashboardBanners.id, id)).returning({ id: dashboardBanners.id })).length > 0;
}

const announcementValues = (input: AnnouncementInput, now: Date) => ({
  title: input.title,
  content: input.content,
  pinned: input.pinned,
  startsAt: instant(input.startsAt) ?? now,
  endsAt: instant(input.endsAt),
});

export async function addAnnouncement(db: DbOrTx, input: AnnouncementInput, now = new Date()) {
  const [row] = await db.insert(announcements).values(announcementValues(input, now)).returning();
  return row!;
}

export async function updateAnnouncement(db: DbOrTx, id: number, input: AnnouncementInput, now = new Date()) {
  const [row] = await db
    .update(announcements)
    .set({ ...announcementValues(input, now), updatedAt: now })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id })).length > 0;
}
