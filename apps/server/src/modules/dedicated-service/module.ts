import { Code } from '@portal/shared/codes';
import { DEDICATED_SERVICE_PAGE, type DedicatedService } from '@portal/shared/dedicated-service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import { assignedManager } from './repository.ts';

export interface DedicatedServiceDeps {
  db: Db;
}

/**
 * Dedicated customer service (issue 18): the account manager the courier assigned, from the customer's
 * record. Spec 6 shows the page only with a serviceLogo; a customer without one (or without a manager
 * yet) hears that none is assigned.
 */
export function registerDedicatedServiceModule(app: FastifyInstance, { db }: DedicatedServiceDeps): void {
  app.portal.endpoint({
    name: 'getDedicatedService',
    access: 'customer',
    pages: [DEDICATED_SERVICE_PAGE],
    parameter: z.object({}),
    handler: async ({ scope, lang }): Promise<DedicatedService> => {
      const row = await assignedManager(db, scope);
      if (!row?.serviceLogo) throw new PortalError(Code.NOT_FOUND, 'dedicatedServiceNone');
      const m = row.manager;
      return {
        managerName: m.name,
        title: m.title,
        phone: m.phone,
        whatsapp: m.whatsapp,
        email: m.email,
        hours: m.hours[lang],
        languages: m.languages,
        backupPhone: m.backupPhone,
        serviceLogo: row.serviceLogo,
      };
    },
  });
}
