import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { endPromotionParameter, promotionParameter } from '@portal/shared/promotions';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { PromotionsDeps } from './module.ts';
import { customerIdOfCode, endPromotion, insertPromotion, listPromotions, promotionExists } from './repository.ts';

/**
 * The promotions desk (the administrator's): list, add, end. A promotion is never edited: its orders
 * name it, so a change is ending it and adding another (docs/decisions.md "Promotions").
 */
export function promotionRoutes(app: FastifyInstance, { db, changes }: PromotionsDeps): void {
  app.portal.endpoint({
    name: 'promotions/list',
    access: 'admin',
    parameter: emptyParameter,
    handler: () => listPromotions(db),
  });

  app.portal.endpoint({
    name: 'promotions/add',
    access: 'admin',
    parameter: promotionParameter,
    handler: async ({ caller, parameter }) => {
      const customerId = parameter.customerCode ? await customerIdOfCode(db, parameter.customerCode) : null;
      if (parameter.customerCode && customerId === null) throw new PortalError(Code.BAD_PARAMETER, 'customerNotFound');
      const id = await insertPromotion(db, parameter, customerId, caller.userId);
      await changes.publish(db, 'tariff');
      return { id };
    },
    successMessage: 'promotionAdded',
  });

  app.portal.endpoint({
    name: 'promotions/end',
    access: 'admin',
    parameter: endPromotionParameter,
    handler: async ({ parameter }) => {
      if (!(await endPromotion(db, parameter.id))) {
        if (!(await promotionExists(db, parameter.id))) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        throw new PortalError(Code.CONFLICT, 'promotionAlreadyEnded');
      }
      await changes.publish(db, 'tariff');
      return { id: parameter.id };
    },
    successMessage: 'promotionEnded',
  });
}
