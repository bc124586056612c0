import { formatRinggit } from '@portal/shared/money';
import type { FastifyInstance } from 'fastify';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/** The sandbox bank's callback to us, retried as a real gateway retries until it hears 200. */
const SANDBOX_CALLBACK = jobRef<{ billId: string }>('payments.sandbox-callback');

/** The banks an FPX page offers (the sandbox only shows the choice; every one behaves alike). */
const BANKS = ['Maybank2u', 'CIMB Clicks', 'Public Bank', 'RHB Now', 'Hong Leong Connect', 'Bank Islam', 'AmOnline', 'Bank Rakyat'];

const htmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function bankPage(bill: { id: string; amountSen: number; description: string; state: string }): string {
  const open = bill.state === 'due';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox bank: pay ${htmlText(formatRinggit(bill.amountSen))}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;padding:32px 16px;color:#1f2329}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 4px}.note{color:#555;font-size:14px}.amount{font-size:28px;font-weight:700;margin:16px 0}
label{display:block;font-weight:600;margin:16px 0 6px}select{width:100%;padding:8px;font-size:16px}
.actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:24px}button{padding:10px 16px;font-size:16px;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
button.pay{background:#0b5cad;color:#fff;border-color:#0b5cad}
</style></head><body><main>
<h1>Sandbox bank (FPX)</h1>
<p class="note">A test bank built into the portal: no money moves. Choose what the bank should answer.</p>
<p>${htmlText(bill.description)} · bill ${htmlText(bill.id)}</p>
<p class="amount">${htmlText(formatRinggit(bill.amountSen))}</p>
${
  open
    ? `<form method="post" action="/sandbox-bank/bills/${htmlText(bill.id)}">
<label for="bank">Bank</label>
<select id="bank" name="bank">${BANKS.map((b) => `<option>${htmlText(b)}</option>`).join('')}</select>
<div class="actions">
<button class="pay" type="submit" name="outcome" value="paid">Pay</button>
<button type="submit" name="outcome" value="failed">Fail the payment</button>
<button type="submit" name="outcome" value="cancelled">Cancel</button>
</div></form>`
    : `<p role="status">This bill is already ${htmlText(bill.state)}.</p>`
}
</main></body></html>`;
}

/**
 * The sandbox bank's own pages, served only while the sandbox is the gateway: the bill's page with a
 * bank choice, the shopper's answer (paid, failed, cancelled) and the signed callback it then sends us
 * through the job queue, retried with backoff, before it sends the browser back.
 */
export function sandboxBankRoutes(app: FastifyInstance, sandbox: SandboxGateway, jobs: JobQueue): void {
  jobs.define({
    ...SANDBOX_CALLBACK,
    // Each callback is one bill's (one message's) own, mostly waiting on the portal's answer: several at once.
    concurrency: 4,
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    handle: async ({ billId }) => {
      const bill = await sandbox.bill(billId);
      if (!bill || bill.state === 'due') return;
      const res = await app.inject({
        method: 'POST',
        url: new URL(bill.callbackUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(sandbox.callbackFields(bill)).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`the portal answered ${res.statusCode} to the sandbox callback`);
    },
  });

  app.get<{ Params: { id: string } }>('/sandbox-bank/bills/:id', async (request, reply) => {
    const bill = await sandbox.bill(request.params.id);
    if (!bill) return reply.code(404).type('text/plain').send('No such bill at the sandbox bank');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(bankPage(bill));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox-bank/bills/:id', async (request, reply) => {
    const outcome = request.body?.outcome;
    if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'cancelled')
      return reply.code(400).type('text/plain').send('Choose an outcome');
    const bank = BANKS.includes(request.body.bank ?? '') ? request.body.bank! : BANKS[0]!;
    const bill = await sandbox.decide(request.params.id, outcome, bank);
    if (!bill) return reply.code(404).type('text/plain').send('No such bill at the sandbox bank');
    await jobs.send(SANDBOX_CALLBACK, { billId: bill.id });
    return reply.redirect(sandbox.returnUrl(bill), 303);
  });
}
