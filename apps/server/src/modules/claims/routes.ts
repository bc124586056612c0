import { emptyParameter } from '@portal/shared/api';
import {
  addClaimParameter,
  CLAIM_PAGES,
  CLAIMS_ADD_PAGE,
  CLAIMS_PAGE,
  claimIdParameter,
  claimListParameter,
  claimQueueParameter,
  claimWaybillParameter,
  decideClaimParameter,
  MALAYSIAN_BANKS,
  updateClaimParameter,
} from '@portal/shared/claims';
import type { FastifyInstance } from 'fastify';
import { decideClaim } from './decide-claim.ts';
import type { ClaimsDeps } from './module.ts';
import {
  addClaim,
  claimableWaybill,
  claimById,
  deskQueue,
  holderOnRecord,
  listClaims,
  schedule,
  statusCounts,
  updateClaim,
} from './repository.ts';

/** Reading and changing claims: the claims page; filing one: the claims page or the new-claim page. */
const pages = [CLAIMS_PAGE] as const;
const filing = [CLAIMS_PAGE, CLAIMS_ADD_PAGE] as const;

/** Claims (spec 7 "Complaints, work orders and claims", issue 18), and the courier's claim desk. */
export function claimRoutes(app: FastifyInstance, deps: ClaimsDeps): void {
  const { db, texts } = deps;
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'bankTypeList',
    access: 'customer',
    pages: CLAIM_PAGES,
    parameter: emptyParameter,
    handler: async () => MALAYSIAN_BANKS.map((b) => ({ code: b.code, name: b.name, lengths: [...b.lengths] })),
  });

  app.portal.endpoint({
    name: 'queryCardHolder',
    access: 'customer',
    pages: CLAIM_PAGES,
    parameter: emptyParameter,
    handler: async ({ scope }) => holderOnRecord(db, scope),
  });

  app.portal.endpoint({
    name: 'getClaimableWaybill',
    access: 'customer',
    pages: filing,
    parameter: claimWaybillParameter,
    handler: async ({ scope, parameter, lang }) => claimableWaybill(db, scope, parameter.waybillNo, lang, translate),
  });

  app.portal.endpoint({
    name: 'addClaimSettlement',
    access: 'customer',
    pages: filing,
    parameter: addClaimParameter,
    handler: async ({ scope, parameter, lang }) => addClaim(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'updateClaimRecord',
    access: 'customer',
    pages,
    parameter: updateClaimParameter,
    handler: async ({ scope, parameter, lang }) => updateClaim(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getClaimsList',
    access: 'customer',
    pages,
    parameter: claimListParameter,
    handler: async ({ scope, parameter, lang }) => listClaims(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getClaimById',
    access: 'customer',
    pages,
    parameter: claimIdParameter,
    handler: async ({ scope, parameter, lang }) => claimById(db, scope, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'getClaimsStatusCountData',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope, lang }) => statusCounts(db, scope, lang, translate),
  });

  app.portal.endpoint({
    name: 'getClaimScheduleById',
    access: 'customer',
    pages,
    parameter: claimIdParameter,
    handler: async ({ scope, parameter, lang }) => schedule(db, scope, parameter.id, lang, translate),
  });

  // The courier's claim desk (the administrator's area).
  app.portal.endpoint({
    name: 'getClaimQueue',
    access: 'admin',
    parameter: claimQueueParameter,
    handler: async ({ parameter, lang }) => deskQueue(db, parameter.status, lang, translate),
  });

  app.portal.endpoint({
    name: 'getClaimForDesk',
    access: 'admin',
    parameter: claimIdParameter,
    handler: async ({ parameter, lang }) => schedule(db, null, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'decideClaim',
    access: 'admin',
    parameter: decideClaimParameter,
    handler: async ({ caller, parameter, lang }) => decideClaim(deps, caller.userId, parameter, lang, translate),
  });
}
