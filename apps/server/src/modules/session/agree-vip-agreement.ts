import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { signVipAgreement } from './repository.ts';

/**
 * The customer's VIP agreement, signed by this account unless someone of the customer signed it first;
 * the change is published with it, so every session of the customer reads the signature.
 */
export async function agreeVipAgreement(db: Db, changes: ChangeFeed, scope: CustomerScope): Promise<void> {
  await db.transaction(async (tx) => {
    await signVipAgreement(tx, scope, scope.userId);
    await changes.publish(tx, `customer:${scope.customerId}`);
  });
}
