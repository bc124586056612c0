import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, qrLogins, users } from '../../db/schema/index.ts';

/** A QR code is good for this long. */
export const QR_TTL_MS = 3 * 60_000;

export type QrStatus = 'WAITING' | 'SCANNED' | 'CONFIRMED' | 'CANCELLED' | 'CONSUMED';

/** A new waiting QR login; ones long expired are cleared on the way. Answers its id. */
export async function openQrLogin(db: DbOrTx): Promise<string> {
  await db.delete(qrLogins).where(lt(qrLogins.expiresAt, new Date(Date.now() - QR_TTL_MS)));
  const [row] = await db
    .insert(qrLogins)
    .values({ status: 'WAITING', expiresAt: new Date(Date.now() + QR_TTL_MS) })
    .returning({ id: qrLogins.id });
  return row!.id;
}

export async function qrLogin(db: DbOrTx, id: string) {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.id, id));
  return row;
}

/** Spends a confirmed QR login once; answers the user it logs in, or undefined when another collection took it. */
export async function consumeQrLogin(db: DbOrTx, id: string): Promise<number | null | undefined> {
  const [taken] = await db
    .update(qrLogins)
    .set({ status: 'CONSUMED' })
    .where(and(eq(qrLogins.id, id), eq(qrLogins.status, 'CONFIRMED')))
    .returning({ userId: qrLogins.userId });
  return taken?.userId;
}

/** What the collecting page needs of the confirming user: still enabled, its type, the VIP agreement. */
export async function qrLoginUser(db: DbOrTx, userId: number) {
  const [who] = await db
    .select({ status: users.status, accountType: users.accountType, signedAt: customers.vipAgreementSignedAt })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  return who;
}

/**
 * Moves a live QR login from one of `from` to `to` for the confirming user; undefined when it is not
 * live in those states (or, with `scannedBy`, when another account scanned it).
 */
export async function advanceQrLogin(db: DbOrTx, id: string, from: QrStatus[], to: QrStatus, userId: number, scannedBy?: number) {
  const [row] = await db
    .update(qrLogins)
    .set({ status: to, userId })
    .where(
      and(
        eq(qrLogins.id, id),
        inArray(qrLogins.status, from),
        gt(qrLogins.expiresAt, new Date()),
        scannedBy === undefined ? undefined : eq(qrLogins.userId, scannedBy),
      ),
    )
    .returning({ status: qrLogins.status });
  return row;
}
