import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { phoneDigits } from '@portal/shared/phone';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, sandboxSms } from '../../db/schema/index.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';

/** One message handed to a provider. `reference` is ours (the message id): a provider sends once per reference. */
export interface OutgoingSms {
  reference: string;
  /** The sender id the receiver sees and replies to: the customer's code. */
  sender: string;
  to: string;
  text: string;
  parts: number;
}

/** A delivery report, or a receiver's reply, as a provider's signed callback states it. */
export type SmsReport =
  | { kind: 'report'; providerId: string; delivered: boolean; reason: string }
  | { kind: 'inbound'; from: string; to: string; text: string };

/**
 * An SMS gateway (docs/decisions.md "Enhanced SMS"): `send` answers the provider's message id and
 * what it charged; delivery reports and replies arrive later at /sms/callback/:kind, signed, and
 * `verify` answers what a callback states, or null when its signature does not check out.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<{ providerId: string; costSen: number }>;
  verify(fields: Record<string, string>, signature: string): SmsReport | null;
}

/** HMAC-SHA256 over the fields sorted by name, `name=value` joined by `&` (hex). */
export function signFields(fields: Record<string, string>, key: string): string {
  const source = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', key).update(source).digest('hex');
}

const signedBy = (fields: Record<string, string>, signature: string, key: string): boolean => {
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(signFields(fields, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** What the sandbox charges a part, in sen (a Malaysian bulk SMS rate). */
const SANDBOX_SEN_PER_PART = 8;
/** The sandbox's deterministic failures: a receiver number ending in 0 is "not in service". */
const sandboxFails = (to: string): boolean => phoneDigits(to).endsWith('0');

/** The sandbox's callback to us, retried as a real gateway retries until it hears 200. */
export const SANDBOX_SMS_CALLBACK = jobRef<{ kind: 'report' | 'inbound'; fields: Record<string, string> }>('sms.sandbox-callback');

/**
 * The built-in sandbox SMS gateway (the default provider): keeps every message it is handed
 * (`sandbox_sms`), once per reference, charges per part, and reports delivery later through a signed
 * callback (a number ending in 0 fails, every other is delivered). It can also play a receiver's reply
 * (`reply`, e.g. STOP). Its key is made once per database, as the payment sandbox's is.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  private constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    readonly key: string,
  ) {}

  static async open(db: Db, jobs: JobQueue): Promise<SandboxSmsProvider> {
    await db
      .insert(appSecrets)
      .values({ name: 'sandbox-sms-key', value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'sandbox-sms-key'));
    return new SandboxSmsProvider(db, jobs, row!.value);
  }

  async send(message: OutgoingSms): Promise<{ providerId: string; costSen: number }> {
    return this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(sandboxSms)
        .values({
          id: `sms${randomBytes(8).toString('hex')}`,
          reference: message.reference,
          sender: message.sender,
          recipient: message.to,
          text: message.text,
          parts: message.parts,
          costSen: message.parts * SANDBOX_SEN_PER_PART,
          callbackUrl: '/sms/callback/report',
        })
        .onConflictDoNothing({ target: sandboxSms.reference })
        .returning();
      if (made) {
        const delivered = !sandboxFails(made.recipient);
        const fields = { id: made.id, delivered: String(delivered), reason: delivered ? '' : 'Number not in service' };
        await this.jobs.send(SANDBOX_SMS_CALLBACK, { kind: 'report', fields }, { tx });
        return { providerId: made.id, costSen: made.costSen };
      }
      // Handed over before (a retried job): the same message, not a second one.
      const [kept] = await tx.select().from(sandboxSms).where(eq(sandboxSms.reference, message.reference));
      return { providerId: kept!.id, costSen: kept!.costSen };
    });
  }

  /** A receiver replies to a sender id (the sandbox's "inbound" button): reaches us as a signed callback. */
  async reply(from: string, to: string, text: string): Promise<void> {
    await this.jobs.send(SANDBOX_SMS_CALLBACK, { kind: 'inbound', fields: { from, to, text } });
  }

  sign(fields: Record<string, string>): string {
    return signFields(fields, this.key);
  }

  /** Whether these fields carry the sandbox's own signature (a reply played at its inbound endpoint). */
  signs(fields: Record<string, string>, signature: string): boolean {
    return signedBy(fields, signature, this.key);
  }

  verify(fields: Record<string, string>, signature: string): SmsReport | null {
    if (!signedBy(fields, signature, this.key)) return null;
    if (fields.id !== undefined)
      return { kind: 'report', providerId: fields.id, delivered: fields.delivered === 'true', reason: fields.reason ?? '' };
    if (fields.from !== undefined && fields.to !== undefined)
      return { kind: 'inbound', from: fields.from, to: fields.to, text: fields.text ?? '' };
    return null;
  }
}
