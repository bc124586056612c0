import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail is written to the outbox table first. With SMTP_URL set it is then sent and marked;
 * without it the mail goes to the server log, so a single-office install can still read it.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, body: mail.text })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (!this.transport) {
      this.log.info(
        { event: 'mail.outbox', id, to: mail.to, subject: mail.subject, body: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      // The request that asked for the mail still succeeds; the failure is kept beside the mail.
      this.log.error({ err, id }, 'mail could not be sent');
      await this.db
        .update(mailOutbox)
        .set({ error: String(err).slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    }
  }
}
