/**
 * Dedicated customer service (spec page dedicatedCustomerService, shown only to a customer with a
 * serviceLogo, spec 6): the account manager the courier assigned, how to reach them and when.
 */
import type { CustomerPage } from './menu.ts';

export const DEDICATED_SERVICE_PAGE = 'dedicatedCustomerService' satisfies CustomerPage;

export interface DedicatedService {
  managerName: string;
  title: string;
  phone: string;
  whatsapp: string;
  email: string;
  /** Office hours in Malaysian time, in the reader's language. */
  hours: string;
  languages: string[];
  /** The courier's escalation line when the manager is away. */
  backupPhone: string;
  serviceLogo: string;
}
