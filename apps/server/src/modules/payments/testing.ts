import type { FastifyInstance } from 'fastify';

/** A gateway callback as the sandbox bank posts it: form fields to our callback route. */
export const postCallback = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The shopper's answer on the sandbox bank's page for a bill (`bank=...&outcome=paid`): answers its 303 back to us. */
export const answerAtBank = (app: FastifyInstance, paymentURL: string, form: string) =>
  app.inject({
    method: 'POST',
    url: new URL(paymentURL).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
