import { EXCLUDED_FUNCTION_PATHS, MAIN_ACCOUNT_ONLY_PATHS } from '@portal/shared/menu';
import type { SubAccountRow } from '@portal/shared/sub-account';
import { and, asc, count, desc, eq, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerFunctions, functions, userFunctions, users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * A customer's sub-accounts. Every query here is scoped to one customer: the caller's customer id
 * is the first argument of each function, so a route cannot forget it (ARCHITECTURE "Tenancy").
 */

export interface SubAccountFilter {
  keyword?: string | undefined;
  status?: 1 | 2 | undefined;
  /** Only these (an export of selected rows). */
  loginCodes?: string[] | null | undefined;
}

const ofCustomer = (customerId: number) => and(eq(users.customerId, customerId), eq(users.accountType, 'SUB'));

function filterWhere(customerId: number, filter: SubAccountFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [ofCustomer(customerId)];
  if (filter.status) parts.push(eq(users.status, filter.status));
  if (filter.loginCodes) parts.push(inArray(users.loginCode, filter.loginCodes.length ? filter.loginCodes : ['']));
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(users.loginCode, like), ilike(users.name, like), ilike(users.mobile, like)));
  }
  return and(...parts);
}

// Correlated subqueries are written out with qualified names: drizzle would render the outer
// `users.id` bare, and inside the subquery a bare "id" means the inner table's id.
const lastLogin = sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`;
const grantedIds = sql<
  number[]
>`coalesce((select array_agg(g.function_id order by g.function_id) from user_functions g where g.user_id = "users"."id"), '{}')`;

const rowColumns = {
  id: users.id,
  loginCode: users.loginCode,
  name: users.name,
  mobile: users.mobile,
  status: users.status,
  funcIds: grantedIds,
  createdAt: users.createdAt,
  lastLoginAt: lastLogin,
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toRow(r: {
  id: number;
  loginCode: string;
  name: string;
  mobile: string | null;
  status: number;
  funcIds: number[];
  createdAt: Date;
  lastLoginAt: Date | string | null;
}): SubAccountRow {
  return {
    id: r.id,
    loginCode: r.loginCode,
    name: r.name,
    mobile: r.mobile,
    status: r.status === 2 ? 2 : 1,
    funcIds: (r.funcIds ?? []).map(Number),
    pageCount: r.funcIds?.length ?? 0,
    createdAt: iso(r.createdAt)!,
    lastLoginAt: iso(r.lastLoginAt),
  };
}

export async function countSubAccounts(db: DbOrTx, { customerId }: RowScope, filter: SubAccountFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(filterWhere(customerId, filter));
  return row?.n ?? 0;
}

/** Newest first, as the list shows them. */
export async function listSubAccounts(
  db: DbOrTx,
  { customerId }: RowScope,
  filter: SubAccountFilter,
  page: { page: number; pageSize: number },
): Promise<SubAccountRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(filterWhere(customerId, filter))
    .orderBy(desc(users.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toRow);
}

/** For exports: the same rows in the same order, a keyset page at a time. */
export async function subAccountsAfter(
  db: DbOrTx,
  { customerId }: RowScope,
  filter: SubAccountFilter,
  afterId: number | null,
  limit: number,
): Promise<SubAccountRow[]> {
  const where = and(filterWhere(customerId, filter), afterId === null ? undefined : lt(users.id, afterId));
  const rows = await db.select(rowColumns).from(users).where(where).orderBy(desc(users.id)).limit(limit);
  return rows.map(toRow);
}

export async function getSubAccount(db: DbOrTx, { customerId }: RowScope, id: number): Promise<SubAccountRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(and(ofCustomer(customerId), eq(users.id, id)));
  return row && toRow(row);
}

/** The sub-accounts among `ids` that belong to the customer. */
export async function ownSubAccounts(db: DbOrTx, { customerId }: RowScope, ids: number[]): Promise<{ id: number; loginCode: string }[]> {
  return db
    .select({ id: users.id, loginCode: users.loginCode })
    .from(users)
    .where(and(ofCustomer(customerId), inArray(users.id, ids)));
}

/**
 * The pages a main account may grant: what the courier granted the customer, less what only a main
 * account may hold and what never shows in a menu; with the groups those pages belong to.
 */
export async function grantablePages(db: DbOrTx, { customerId }: RowScope) {
  const withheld = [...MAIN_ACCOUNT_ONLY_PATHS, ...EXCLUDED_FUNCTION_PATHS];
  const columns = {
    id: functions.id,
    parentId: functions.parentId,
    path: functions.path,
    nameZh: functions.nameZh,
    nameEn: functions.nameEn,
    nameMl: functions.nameMl,
    sort: functions.sort,
  };
  const pages = await db
    .select(columns)
    .from(functions)
    .innerJoin(customerFunctions, eq(customerFunctions.functionId, functions.id))
    .where(and(eq(customerFunctions.customerId, customerId), eq(functions.state, 1), notInArray(functions.path, withheld)))
    .orderBy(asc(functions.sort));
  const groupIds = [...new Set(pages.map((p) => p.parentId))];
  const groups = groupIds.length
    ? await db
        .select(columns)
        .from(functions)
        .where(and(inArray(functions.id, groupIds), eq(functions.state, 1)))
        .orderBy(asc(functions.sort))
    : [];
  return [...groups, ...pages];
}

/** Replaces a sub-account's grants. */
export async function setGrants(db: DbOrTx, userId: number, funcIds: number[]): Promise<void> {
  await db.delete(userFunctions).where(eq(userFunctions.userId, userId));
  if (funcIds.length) await db.insert(userFunctions).values(funcIds.map((functionId) => ({ userId, functionId })));
}

/** Deletes these sub-accounts of the customer (their grants go with them by cascade). */
export async function deleteSubAccounts(db: DbOrTx, scope: RowScope, ids: number[]): Promise<void> {
  await db.delete(users).where(and(ofCustomer(scope.customerId), inArray(users.id, ids)));
}
