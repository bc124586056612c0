import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { Mailer } from './mailer.ts';

const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      done();
    });
  },
});

let database: Database;
let drop: () => Promise<void>;
let port: number;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await drop();
});

const outboxRow = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const lastRow = async () => (await database.db.select().from(mailOutbox)).at(-1)!;

describe('the mailer', () => {
  it('sends through SMTP when configured and marks the outbox row sent', async () => {
    const mailer = new Mailer(database.db, log, `smtp://127.0.0.1:${port}`, 'Courier Portal <no-reply@portal.test>');
    await mailer.send({ to: 'ops@demotrading.com.my', subject: 'Reset your portal password', text: 'Hello, here is your link.' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ops@demotrading.com.my']);
    expect(received[0]!.data).toContain('Subject: Reset your portal password');
    expect(received[0]!.data).toContain('Hello, here is your link.');
    const row = await lastRow();
    expect(row).toMatchObject({ toAddress: 'ops@demotrading.com.my', subject: 'Reset your portal password', error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail and the failure when the SMTP server cannot be reached, without failing the caller', async () => {
    const closedPort = port + 1 === 65536 ? port - 1 : port + 1;
    const mailer = new Mailer(database.db, log, `smtp://127.0.0.1:${closedPort}?connectionTimeout=2000`, 'no-reply@portal.test');
    await expect(mailer.send({ to: 'x@y.my', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    const row = await outboxRow((await lastRow()).id);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('without SMTP keeps the mail in the outbox only', async () => {
    const before = received.length;
    const mailer = new Mailer(database.db, log, null, 'no-reply@portal.test');
    await mailer.send({ to: 'a@b.my', subject: 'Kept', text: 'Body' });
    expect(received).toHaveLength(before);
    expect(await lastRow()).toMatchObject({ toAddress: 'a@b.my', subject: 'Kept', body: 'Body', sentAt: null, error: null });
  });
});
