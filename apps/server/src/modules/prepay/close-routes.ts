import { ADVANCE_PAYMENT_PAGE, closeAccountParameter, closeDecisionParameter } from '@portal/shared/advance-payment';
import { emptyParameter } from '@portal/shared/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applyToClose, closeAppliesForStaff, closeAppliesOf, decideClose, withdrawClose } from './close-account.ts';
import type { PrepayDeps } from './module.ts';

const pages = [ADVANCE_PAYMENT_PAGE] as const;

/** Closing the prepaid account (issue 17): the main account applies and may withdraw; the courier's staff decide. */
export function closeRoutes(app: FastifyInstance, deps: PrepayDeps): void {
  const { db, wallet } = deps;
  app.portal.endpoint({
    name: 'prepay/closeAccount',
    access: 'main',
    pages,
    parameter: closeAccountParameter,
    successMessage: 'closeApplySubmitted',
    handler: async ({ scope, parameter }) => applyToClose(db, wallet, scope, parameter),
  });

  app.portal.endpoint({
    name: 'prepay/selectCloseApply',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => closeAppliesOf(db, scope),
  });

  app.portal.endpoint({
    name: 'prepay/withdrawCloseApply',
    access: 'main',
    pages,
    parameter: z.object({ id: z.coerce.number().int().positive() }),
    handler: async ({ scope, parameter }) => withdrawClose(db, scope, parameter.id),
  });

  app.portal.endpoint({
    name: 'getPrepayCloseApplies',
    access: 'admin',
    parameter: emptyParameter,
    handler: async () => closeAppliesForStaff(db),
  });

  app.portal.endpoint({
    name: 'decidePrepayClose',
    access: 'admin',
    parameter: closeDecisionParameter,
    handler: async ({ caller, parameter }) => decideClose(deps, caller.userId, parameter),
  });
}
