import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
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

/*
 * The content crosses the driver as hex text, decoded and encoded by the database. PGlite turns a
 * bytea value into hex and back one byte at a time (an array of millions of strings): for the 9 MB
 * file of a 100,000-row export that took seconds and some 700 MB at its peak. As one hex string
 * each way it takes milliseconds, on PGlite and on PostgreSQL alike.
 */
const hexOf = (data: Buffer) => sql`decode(${data.toString('hex')}, 'hex')`;
const dataAsHex = sql<string>`encode(${storedFiles.data}, 'hex')`;

/** Stores a file and returns its id. Takes a transaction so the file and what points to it commit together. */
export async function saveFile(db: DbOrTx, file: NewFile): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      data: hexOf(file.data),
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
      hex: dataAsHex,
    })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.id, id), eq(storedFiles.userId, userId), or(isNull(storedFiles.expiresAt), gt(storedFiles.expiresAt, new Date()))),
    );
  if (!row) return null;
  const { hex, ...file } = row;
  return { ...file, data: Buffer.from(hex, 'hex') };
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

/** Deletes a file a customer's account keeps for the whole customer (the accessory library); true when there was one. */
export async function deleteCustomerFile(db: DbOrTx, id: string, customerId: number): Promise<boolean> {
  const gone = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.customerId, customerId)))
    .returning({ id: storedFiles.id });
  return gone.length > 0;
}

/** A file the customer's account keeps for the whole customer (its attachments), if it exists; null otherwise. */
export async function readCustomerFile(db: DbOrTx, id: string, customerId: number): Promise<StoredFile | null> {
  const [row] = await db
    .select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType, size: storedFiles.size, hex: dataAsHex })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.customerId, customerId)));
  if (!row) return null;
  const { hex, ...file } = row;
  return { ...file, data: Buffer.from(hex, 'hex') };
}
