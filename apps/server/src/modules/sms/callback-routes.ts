import { SMS_OPT_OUT_WORD } from '@portal/shared/sms';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SmsDeps } from './module.ts';
import { SANDBOX_SMS_CALLBACK, SandboxSmsProvider } from './provider.ts';
import { recordDelivery, recordOptOut, sendForEvents } from './send-messages.ts';
import { SMS_SEND } from './service.ts';

const stringFields = (body: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  return fields;
};

/** A reply that is the opt-out word (any case, alone or first): STOP, "stop please". */
const optsOut = (text: string): boolean => text.trim().split(/\s+/)[0]?.toUpperCase() === SMS_OPT_OUT_WORD;

/**
 * The provider's side of enhanced SMS: its signed callbacks (delivery reports, receivers' replies),
 * the send job the scans queue, and, while the sandbox is the provider, its callback job and the
 * button that plays a receiver's reply.
 */
export function smsCallbackRoutes(app: FastifyInstance, deps: SmsDeps): void {
  const { db, jobs, sms } = deps;
  const provider = sms.provider;

  jobs.define({ ...SMS_SEND, handle: async ({ events }) => void (await sendForEvents(db, provider, events)) });

  /** `x-sms-signature`: the provider's signature of the posted fields; a bad one is refused and nothing changes. */
  app.post<{ Params: { kind: string }; Body: unknown }>('/sms/callback/:kind', async (request, reply) => {
    const signature = request.headers['x-sms-signature'];
    const report = typeof signature === 'string' ? provider.verify(stringFields(request.body), signature) : null;
    if (!report || report.kind !== request.params.kind) return reply.code(403).type('text/plain').send('Refused');
    if (report.kind === 'report') {
      const known = await recordDelivery(db, report);
      return reply
        .code(known ? 200 : 409)
        .type('text/plain')
        .send(known ? 'OK' : 'Unknown message');
    }
    if (optsOut(report.text)) {
      const known = await recordOptOut(db, report.to, report.from);
      request.log.info({ event: 'sms.optOut', customerCode: report.to, known }, 'sms receiver opted out');
    }
    return reply.code(200).type('text/plain').send('OK');
  });

  if (!(provider instanceof SandboxSmsProvider)) return;
  const sandbox = provider;
  jobs.define({
    ...SANDBOX_SMS_CALLBACK,
    // Each callback is one bill's (one message's) own, mostly waiting on the portal's answer: several at once.
    concurrency: 4,
    retryLimit: 8,
    retryDelaySeconds: 2,
    retryBackoff: true,
    handle: async ({ kind, fields }) => {
      const res = await app.inject({
        method: 'POST',
        url: `/sms/callback/${kind}`,
        headers: { 'x-sms-signature': sandbox.sign(fields) },
        payload: fields,
      });
      if (res.statusCode !== 200) throw new Error(`the portal answered ${res.statusCode} to the sandbox SMS callback`);
    },
  });

  /**
   * The sandbox's "a receiver replies" (tests and demos play STOP with it); its reply reaches us as a signed
   * callback. A real provider hears a reply only from the receiver's handset, so the sandbox takes one only
   * signed with its own key (`x-sms-signature`, as its callbacks are): nobody else can opt a receiver out.
   */
  const inbound = z.object({ from: z.string().trim().min(6).max(20), to: z.string().trim().min(1).max(20), text: z.string().max(160) });
  app.post<{ Body: unknown }>('/sms/sandbox/inbound', async (request, reply) => {
    const signature = request.headers['x-sms-signature'];
    if (typeof signature !== 'string' || !sandbox.signs(stringFields(request.body), signature))
      return reply.code(403).type('text/plain').send('Refused: sign the reply with the sandbox key');
    const parsed = inbound.safeParse(request.body);
    if (!parsed.success) return reply.code(400).type('text/plain').send('from, to and text are required');
    await sandbox.reply(parsed.data.from, parsed.data.to, parsed.data.text);
    return reply.code(202).type('text/plain').send('Accepted');
  });
}
