/**
 * Whose rows a customer endpoint works on, handed to its handler by the portal (plugins/portal.ts):
 * never null where the access level says customer or main. The customer comes from the session,
 * never from the request.
 */
export interface CustomerScope {
  readonly customerId: number;
  readonly userId: number;
  readonly loginCode: string;
  readonly accountType: 'MAIN' | 'SUB';
  /** The menu pages (FUNCPATH) this account holds. */
  readonly pages: ReadonlySet<string>;
}

/**
 * What data access of a customer's rows takes: the scope (or the part of it a background job
 * keeps), never a bare customer id, so a query cannot be written without saying whose rows it reads.
 */
export type RowScope = Pick<CustomerScope, 'customerId'>;
