import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@portal/shared/codes';
import {
  API_KEY_HINT_LENGTH,
  API_KEY_PREFIX,
  API_KEYS_IN_FORCE_MAX,
  type ApiKeyCreated,
  type ApiKeyMode,
  type ApiKeyView,
  type CreateApiKeyInput,
} from '@portal/shared/open-platform';
import type { Db, DbOrTx } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { type ApiKeyRow, endAfterOverlap, insertKey, type KeyReader, keyOf, lockCustomerKeys, revokeKey } from './repository.ts';

/**
 * API keys of the open platform (issue 30, docs/open-platform.md "Keys"). A secret is 32 random bytes
 * after its mode's prefix; only its SHA-256 is kept (a secret this long needs no slow hash: nobody
 * can guess one to test against the hash), and it is shown once, in the answer that made it.
 */
export const secretHashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

function newSecret(mode: ApiKeyMode): string {
  return API_KEY_PREFIX[mode] + randomBytes(32).toString('base64url');
}

/** A main account reads and ends every key of its customer; a sub-account its own. */
export const readerOf = (scope: CustomerScope): KeyReader => ({
  customerId: scope.customerId,
  onlyOf: scope.accountType === 'MAIN' ? null : scope.userId,
});

export function viewOf(row: { key: ApiKeyRow; createdBy: string; inForce: boolean }): ApiKeyView {
  const { key } = row;
  return {
    id: key.id,
    name: key.name,
    mode: key.mode,
    hint: `${key.hint}…`,
    pages: key.pages,
    createdBy: row.createdBy,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    replacedBy: key.replacedBy,
    inForce: row.inForce,
  };
}

/** The pages a key may carry: only pages the account making it holds (a key never widens an account). */
function checkPages(scope: CustomerScope, pages: readonly string[]): void {
  const foreign = pages.find((p) => !scope.pages.has(p));
  if (foreign) throw new PortalError(Code.FORBIDDEN, 'apiKeyPageNotHeld', { page: foreign });
}

function newKeyOf(secret: string, userId: number, input: CreateApiKeyInput) {
  return { userId, ...input, secretHash: secretHashOf(secret), hint: secret.slice(0, API_KEY_HINT_LENGTH) };
}

async function answerOf(db: Db, scope: CustomerScope, id: number, secret: string): Promise<ApiKeyCreated> {
  const row = await keyOf(db, readerOf(scope), id);
  return { key: viewOf(row!), secret };
}

export async function createApiKey(db: Db, scope: CustomerScope, input: CreateApiKeyInput): Promise<ApiKeyCreated> {
  checkPages(scope, input.pages);
  const secret = newSecret(input.mode);
  const id = await db.transaction(async (tx) => {
    if ((await lockCustomerKeys(tx, scope)) >= API_KEYS_IN_FORCE_MAX)
      throw new PortalError(Code.CONFLICT, 'apiKeysTooMany', { max: API_KEYS_IN_FORCE_MAX });
    return insertKey(tx, scope, newKeyOf(secret, scope.userId, input));
  });
  return answerOf(db, scope, id, secret);
}

async function keyInForce(db: DbOrTx, scope: CustomerScope, id: number) {
  const row = await keyOf(db, readerOf(scope), id);
  if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  if (!row.inForce) throw new PortalError(Code.CONFLICT, 'apiKeyEnded');
  return row;
}

/**
 * A new secret for a key, with its name, mode, pages and account; the old one keeps working for the
 * overlap, so a shipper's systems can move to the new secret without a moment of refused calls. A key
 * is rotated once: read under the customer's lock, so twenty parallel rotations make one successor.
 */
export async function rotateApiKey(db: Db, scope: CustomerScope, id: number, overlapHours: number): Promise<ApiKeyCreated> {
  const made = await db.transaction(async (tx) => {
    await lockCustomerKeys(tx, scope);
    const { key } = await keyInForce(tx, scope, id);
    if (key.replacedBy !== null) throw new PortalError(Code.CONFLICT, 'apiKeyReplaced');
    const secret = newSecret(key.mode);
    const successor = await insertKey(tx, scope, newKeyOf(secret, key.userId, { name: key.name, mode: key.mode, pages: key.pages }));
    await endAfterOverlap(tx, readerOf(scope), id, overlapHours, successor);
    return { successor, secret };
  });
  return answerOf(db, scope, made.successor, made.secret);
}

export async function revokeApiKey(db: Db, scope: CustomerScope, id: number): Promise<ApiKeyView> {
  await keyInForce(db, scope, id);
  await revokeKey(db, readerOf(scope), id);
  return viewOf((await keyOf(db, readerOf(scope), id))!);
}
