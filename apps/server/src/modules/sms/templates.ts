import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import {
  SMS_LIMITS,
  SMS_SETTLEMENT,
  type SmsEvent,
  type SmsTemplate,
  type SmsTemplateInput,
  type SmsTemplateStatus,
  type SmsTemplateType,
  templateParts,
  templateRefusal,
} from '@portal/shared/sms';
import type { Page, Paging } from '@portal/shared/table-config';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { customers, smsLinkPermits, smsTemplates } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';

type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;
type Stored = typeof smsTemplates.$inferSelect;
const mine = ({ customerId }: RowScope) => eq(smsTemplates.customerId, customerId);
const notFound = () => new PortalError(Code.NOT_FOUND, 'smsTemplateNotFound');

const templateOf = (r: Stored): SmsTemplate => ({
  id: r.id,
  name: r.name,
  type: r.type as SmsTemplateType,
  content: r.content,
  events: r.events as SmsEvent[],
  allowLinks: r.allowLinks,
  status: r.status as SmsTemplateStatus,
  parts: templateParts(r.content),
  updatedAt: r.updatedAt.toISOString(),
});

/** Spec 6: enhanced SMS is for PP_PM customers only; any other settlement is refused every call. */
export async function requireSmsCustomer(db: DbOrTx, { customerId }: RowScope): Promise<void> {
  const [row] = await db.select({ settlement: customers.settlementCode }).from(customers).where(eq(customers.id, customerId));
  if (row?.settlement !== SMS_SETTLEMENT) throw new PortalError(Code.FORBIDDEN, 'smsNotPpPm');
}

async function linksPermitted(db: DbOrTx, { customerId }: RowScope): Promise<boolean> {
  const [row] = await db.select({ id: smsLinkPermits.customerId }).from(smsLinkPermits).where(eq(smsLinkPermits.customerId, customerId));
  return row !== undefined;
}

async function refuseText(db: DbOrTx, scope: RowScope, input: Pick<SmsTemplateInput, 'type' | 'content' | 'allowLinks'>) {
  const why = templateRefusal(input, await linksPermitted(db, scope));
  if (why) throw new PortalError(Code.BAD_PARAMETER, why.key, why.params);
}

/**
 * One enabled template per tracking event: with the customer's row locked (so two changes run one after
 * the other), refuses a change that would leave two enabled templates naming one event.
 */
async function checkEvents(
  tx: Tx,
  scope: RowScope,
  changed: Map<number, { status: number; events: string[] }>,
  lang: Lang,
  translate: Translate,
) {
  await tx.execute(sql`select 1 from ${customers} where ${customers.id} = ${scope.customerId} for update`);
  const rows = await tx.select().from(smsTemplates).where(mine(scope));
  const after = rows.map((r) => ({ id: r.id, name: r.name, ...(changed.get(r.id) ?? { status: r.status, events: r.events }) }));
  for (const [id, t] of changed) if (!after.some((a) => a.id === id)) after.push({ id, name: '', ...t });
  const owner = new Map<string, string>();
  // The templates being changed claim last, so the refusal names the one already holding the event.
  const ordered = [...after.filter((a) => !changed.has(a.id)), ...after.filter((a) => changed.has(a.id))];
  for (const t of ordered.filter((a) => a.status === 1))
    for (const event of t.events) {
      const holder = owner.get(event);
      if (holder !== undefined)
        throw new PortalError(Code.CONFLICT, 'smsEventTaken', {
          event: translate(ORDER_STATUS_LABELS[event as SmsEvent], lang),
          name: holder,
        });
      owner.set(event, t.name);
    }
  return rows;
}

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw new PortalError(Code.CONFLICT, 'smsTemplateNameTaken');
  throw error;
};

export async function addTemplate(db: Db, scope: CustomerScope, input: SmsTemplateInput, lang: Lang, translate: Translate) {
  await refuseText(db, scope, input);
  return db
    .transaction(async (tx) => {
      const existing = await checkEvents(tx, scope, new Map([[0, { status: input.status, events: input.events }]]), lang, translate);
      if (existing.length >= SMS_LIMITS.templatesMax)
        throw new PortalError(Code.BAD_PARAMETER, 'smsTemplatesFull', { max: SMS_LIMITS.templatesMax });
      const [row] = await tx
        .insert(smsTemplates)
        .values({ ...input, customerId: scope.customerId, createdBy: scope.userId })
        .returning();
      return templateOf(row!);
    })
    .catch(nameTaken);
}

export async function updateTemplate(
  db: Db,
  scope: RowScope,
  input: Omit<SmsTemplateInput, 'status'> & { id: number },
  lang: Lang,
  translate: Translate,
) {
  await refuseText(db, scope, input);
  return db
    .transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(smsTemplates)
        .where(and(mine(scope), eq(smsTemplates.id, input.id)));
      if (!current) throw notFound();
      await checkEvents(tx, scope, new Map([[current.id, { status: current.status, events: input.events }]]), lang, translate);
      const { id, ...fields } = input;
      const [row] = await tx
        .update(smsTemplates)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(smsTemplates.id, id))
        .returning();
      return templateOf(row!);
    })
    .catch(nameTaken);
}

/** `updateStatusBatch`: enables or disables the customer's templates named; another's id is not found. */
export async function updateStatuses(db: Db, scope: RowScope, ids: number[], status: 1 | 2, lang: Lang, translate: Translate) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select()
      .from(smsTemplates)
      .where(and(mine(scope), inArray(smsTemplates.id, unique)));
    if (owned.length !== unique.length) throw notFound();
    await checkEvents(tx, scope, new Map(owned.map((t) => [t.id, { status, events: t.events }])), lang, translate);
    const rows = await tx
      .update(smsTemplates)
      .set({ status, updatedAt: sql`now()` })
      .where(and(mine(scope), inArray(smsTemplates.id, unique)))
      .returning();
    return rows.map(templateOf);
  });
}

export async function templateDetail(db: DbOrTx, scope: RowScope, id: number): Promise<SmsTemplate> {
  const [row] = await db
    .select()
    .from(smsTemplates)
    .where(and(mine(scope), eq(smsTemplates.id, id)));
  if (!row) throw notFound();
  return templateOf(row);
}

/** Deletes a template; the messages it sent stay in the log under its name. */
export async function deleteTemplate(db: DbOrTx, scope: RowScope, id: number): Promise<{ id: number }> {
  const rows = await db
    .delete(smsTemplates)
    .where(and(mine(scope), eq(smsTemplates.id, id)))
    .returning({ id: smsTemplates.id });
  if (rows.length === 0) throw notFound();
  return { id };
}

export async function listTemplates(
  db: DbOrTx,
  scope: RowScope,
  query: Paging & { name?: string; status?: number },
): Promise<Page<SmsTemplate>> {
  const where = and(
    mine(scope),
    query.name ? ilike(smsTemplates.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.status ? eq(smsTemplates.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsTemplates)
      .where(where)
      .orderBy(desc(smsTemplates.updatedAt), desc(smsTemplates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(smsTemplates).where(where),
  ]);
  return { list: rows.map(templateOf), total: Number(total?.n ?? 0) };
}

/** Admin: whether a customer's templates may carry links (by customer code). */
export async function setLinkPermit(db: Db, customerCode: string, allowed: boolean, adminId: number): Promise<{ allowed: boolean }> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, customerCode));
  if (!customer) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  if (allowed) await db.insert(smsLinkPermits).values({ customerId: customer.id, allowedBy: adminId }).onConflictDoNothing();
  else await db.delete(smsLinkPermits).where(eq(smsLinkPermits.customerId, customer.id));
  return { allowed };
}
