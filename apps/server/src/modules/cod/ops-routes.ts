import { REMIT_CYCLES } from '@portal/shared/cod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../plugins/operations-api.ts';
import type { CodDeps } from './module.ts';
import { customerIdByCode } from './repository.ts';
import { runRemittance } from './run.ts';
import { setTerms } from './terms.ts';

const remitBody = z.object({ customerCode: z.string().trim().min(1).max(40).optional() }).strict();
const termsBody = z
  .object({
    customerCode: z.string().trim().min(1).max(40),
    rateBp: z.number().int().min(0).max(10_000),
    minSen: z.number().int().min(0).max(1_000_000),
    cycle: z.enum(REMIT_CYCLES),
    holdDays: z.number().int().min(0).max(60),
  })
  .strict();

/**
 * The courier's finance desk on the operations API, in its scope (operations/ops-api.ts: its keys and
 * refusals): set a customer's COD terms, and run the remittance now rather than at its schedule
 * (the same run the job makes, for one customer or all, gathering whatever is released).
 */
export function codOpsRoutes(ops: FastifyInstance, deps: CodDeps): void {
  const customerOf = (code: string) => customerIdByCode(deps.db, code);

  ops.post('/ops/v1/cod/terms', async (request, reply) => {
    const body = termsBody.safeParse(request.body ?? {});
    if (!body.success)
      return refuse(reply, 400, 'badRequest', body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const customerId = await customerOf(body.data.customerCode);
    if (customerId === null) return refuse(reply, 404, 'unknownCustomer', 'No customer has that code.');
    const { rateBp, minSen, cycle, holdDays } = body.data;
    await setTerms(deps.db, deps.changes, customerId, { fee: { rateBp, minSen }, cycle, holdDays });
    request.log.info({ event: 'cod.terms', customerId, rateBp, minSen, cycle, holdDays }, 'COD terms set');
    return { customerCode: body.data.customerCode, rateBp, minSen, cycle, holdDays };
  });

  ops.post('/ops/v1/cod/remit', async (request, reply) => {
    const body = remitBody.safeParse(request.body ?? {});
    if (!body.success) return refuse(reply, 400, 'badRequest', 'The body is {"customerCode"?: string}.');
    let only: { customerId: number } | undefined;
    if (body.data.customerCode) {
      const customerId = await customerOf(body.data.customerCode);
      if (customerId === null) return refuse(reply, 404, 'unknownCustomer', 'No customer has that code.');
      only = { customerId };
    }
    const run = await runRemittance(deps.db, deps.payoutBank, { force: true, only });
    request.log.info(
      { event: 'cod.remit', forced: true, accrued: run.accrued, bills: run.bills.length, ...run.payouts },
      'COD remittance run',
    );
    return run;
  });
}
