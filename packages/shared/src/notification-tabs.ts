/**
 * The header's notification popover (spec 2 notifyCenter): its tabs, its badge and how often it asks.
 * Apart from notifications.ts (the calls' zod rules) so the signed-in shell shows the bell without zod.
 */
/** Spec 2: the popover's tabs; the type is the tab's index plus 1. */
export const MESSAGE_TYPES = { logistics: 1, account: 2, finance: 3 } as const;
export type MessageTypeName = keyof typeof MESSAGE_TYPES;
export type MessageType = (typeof MESSAGE_TYPES)[MessageTypeName];
export const MESSAGE_TYPE_LIST = Object.keys(MESSAGE_TYPES) as MessageTypeName[];

/** Spec 2 and 4: the badge stops at 99; the unread count is asked for every 60 s. */
export const UNREAD_BADGE_MAX = 99;
/**
 * getMessageAmount counts each type's unread messages up to this many and no further: the badge shows
 * "99+" beyond 99 anyway, and a bounded count keeps the call every open portal makes each minute cheap
 * however many messages a customer has (docs/benchmarks.md "notifications").
 */
export const UNREAD_COUNT_CAP = UNREAD_BADGE_MAX + 1;
/** A tab's unread figure as shown: 99+ past the badge's maximum. */
export const unreadLabel = (n: number): string => (n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(n));
export const UNREAD_POLL_MS = 60_000;
