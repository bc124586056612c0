import { emptyParameter } from '@portal/shared/api';
import { paymentIdParameter, payParameter } from '@portal/shared/topup';
import { PAYMENT_RESULT_PAGES, WALLET_PAGE } from '@portal/shared/user-info';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { requestOrigin } from '../../lib/portal-origins.ts';
import type { PaymentService } from './service.ts';

/** The prepay calls of the top-up dialog and the result page (spec 7 "Prepay"). */
export function topupRoutes(app: FastifyInstance, payments: PaymentService, config: Pick<Config, 'portalOrigins' | 'publicUrl'>): void {
  app.portal.endpoint({
    name: 'prepay/queryRechargeGoods',
    access: 'customer',
    pages: [WALLET_PAGE],
    parameter: emptyParameter,
    handler: async ({ scope, lang }) => payments.rechargeGoods(scope, lang),
  });

  app.portal.endpoint({
    name: 'prepay/pay',
    access: 'customer',
    pages: [WALLET_PAGE],
    parameter: payParameter,
    handler: async ({ scope, caller, parameter, request }) =>
      payments.startTopup(scope, caller.userId, parameter, requestOrigin(request, config.portalOrigins, config.publicUrl)),
  });

  app.portal.endpoint({
    name: 'prepay/queryPayment',
    access: 'customer',
    pages: PAYMENT_RESULT_PAGES,
    parameter: paymentIdParameter,
    handler: async ({ scope, parameter }) => payments.result(scope, parameter.paymentId),
  });
}

/**
 * The gateway's server-to-server callback: form fields (Billplz's way) or JSON. 200 once applied or
 * already applied, so the gateway stops retrying; 403 for a forged or unknown one, which changes nothing.
 */
export function callbackRoute(app: FastifyInstance, payments: PaymentService): void {
  app.post<{ Params: { gateway: string }; Body: unknown }>('/payments/callback/:gateway', async (request, reply) => {
    if (request.params.gateway !== payments.gateway.name) return reply.code(404).type('text/plain').send('No such gateway');
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object')
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
    const applied = await payments.settle(fields);
    return reply
      .code(applied ? 200 : 403)
      .type('text/plain')
      .send(applied ? 'OK' : 'Refused');
  });
}
