import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/**
 * The one storage module for files the portal keeps (ARCHITECTURE "Data"): exports now; imports,
 * labels and invoices later. A Postgres table today; an S3-compatible bucket would sit behind the
 * same four functions. Every read is scoped to the owning user, so a caller cannot forget it.
 */

export interface NewFile {
  data: Buffer;
  name: string;
  contentType: string;
  userId: number;
  customerId: number | null;
  /** When it may be deleted; null keeps it until its owner deletes it. */
  expiresAt?: Date | null;
}

export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  data: Buffer;
}

/** Stores a file and returns its id. Takes a transaction so the file and what points to it commit together. */
export async function saveFile(db: DbOrTx, file: NewFile): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      data: file.data,
      name: file.name,
      contentType: file.contentType,
      size: file.data.length,
      userId: file.userId,
      customerId: file.customerId,
      expiresAt: file.expiresAt ?? null,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** The file, if it exists, belongs to this user and has not expired; null otherwise. */
export async function readFile(db: DbOrTx, id: string, userId: number): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      data: storedFiles.data,
    })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.id, id), eq(storedFiles.userId, userId), or(isNull(storedFiles.expiresAt), gt(storedFiles.expiresAt, new Date()))),
    );
  return row ?? null;
}

/** Deletes the user's file; true when there was one. */
export async function deleteFile(db: DbOrTx, id: string, userId: number): Promise<boolean> {
  const gone = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)))
    .returning({ id: storedFiles.id });
  return gone.length > 0;
}

/** Housekeeping: removes every file past its expiry; returns how many. */
export async function deleteExpiredFiles(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db.delete(storedFiles).where(lt(storedFiles.expiresAt, now)).returning({ id: storedFiles.id });
  return gone.length;
}
