import { REMIT_CYCLES } from '@portal/shared/cod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customers } from '../../db/schema/index.ts';
import type { CodDeps } from './module.ts';
import { runRemittance } from './run.ts';
import { setTerms } from './terms.ts';

const keyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};
const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ error, message });

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
 * The courier's finance desk on the operations API (docs/scans.md's keys, plain JSON with HTTP
 * statuses): set a customer's COD terms, and run the remittance now rather than at its schedule
 * (the same run the job makes, for one customer or all, gathering whatever is released).
 */
export async function codOpsRoutes(ops: FastifyInstance, deps: CodDeps): Promise<void> {
  ops.addHook('onRequest', async (request, reply) => {
    if (!(await deps.opsKeys.verify(keyOf(request)))) {
      request.log.warn({ event: 'ops.refused', url: request.url, ip: request.ip }, 'operations API: missing or unknown key');
      return refuse(reply, 401, 'unauthorized', 'An operations key is required: Authorization: Bearer ops_…');
    }
  });
  ops.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return refuse(reply, 400, 'badRequest', 'The body must be JSON.');
    request.log.error({ err: error, url: request.url }, 'COD operations call failed');
    return refuse(reply, 500, 'internal', 'Nothing was changed; send it again.');
  });

  const customerOf = async (code: string) =>
    (await deps.db.select({ id: customers.id }).from(customers).where(eq(customers.code, code)))[0]?.id ?? null;

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
