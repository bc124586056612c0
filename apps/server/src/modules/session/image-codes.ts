import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { imageCodes } from '../../db/schema/index.ts';
import { sameImageCode } from '../../lib/image-code.ts';

export const IMAGE_CODE_TTL_MS = 5 * 60_000;

/** Stores a new image code's answer and answers its id; codes long expired are cleared on the way (no job needed). */
export async function issueImageCode(db: DbOrTx, answer: string): Promise<string> {
  await db.delete(imageCodes).where(lt(imageCodes.expiresAt, new Date(Date.now() - IMAGE_CODE_TTL_MS)));
  const [row] = await db
    .insert(imageCodes)
    .values({ answer, expiresAt: new Date(Date.now() + IMAGE_CODE_TTL_MS) })
    .returning({ id: imageCodes.id });
  return row!.id;
}

/** Spends an image code: true only for the right answer, once, before it expires. */
export async function spendImageCode(db: DbOrTx, id: string, typed: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const [row] = await db
    .update(imageCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(imageCodes.id, id), isNull(imageCodes.usedAt), gt(imageCodes.expiresAt, new Date())))
    .returning({ answer: imageCodes.answer });
  return !!row && sameImageCode(row.answer, typed);
}
