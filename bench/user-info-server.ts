// The server for getUserInfo's cold case (bench/user-info.ts), in a process of its own: the real
// portal (buildApp, bundled as the production build is), where a request carrying `x-bench-cold`
// first makes this process forget its session and its user, as a fresh login of a user the process
// has not seen lately finds them (the session read from the database, the user info and menu built);
// plus the floor: the statements such a call sends (captured from the driver) run directly through
// the same driver, then the same bytes sent, at POST /bench/floor.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).

import { buildApp } from '../apps/server/src/app.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import { captureStatements, openBenchPortal, type Statement, serveUntilStopped } from './lib/bench-portal.ts';

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { capture, direct } = captureStatements(database);

/** What one cold getUserInfo sent to the database, and its reply. */
let cold: { statements: Statement[]; body: string } | null = null;
/** Where the statements of the request being captured go (one capture at a time). */
let capturing: Statement[] | null = null;

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    // The change feed's delivery to this process's caches only (no NOTIFY: other processes keep theirs).
    const forgetHere = (topic: string) => (deps.changes as unknown as { deliver: (t: string) => void }).deliver(topic);
    // Fastify handles a request in the context the server booted in, not the caller's, so the capture
    // is entered here: `capture.run` around `done` covers everything the rest of the request starts.
    deps.app.addHook('onRequest', (request, _reply, done) => {
      const token = request.headers.authtoken;
      if (request.headers['x-bench-cold'] && typeof token === 'string') {
        forgetHere(`session:${hashToken(token)}`);
        forgetHere(`user:${demo.userId}`);
      }
      const into = request.headers['x-bench-capture'] === '1' ? capturing : null;
      if (into) capture.run(into, done);
      else done();
    });

    const coldCall = (token: string, captured: boolean) =>
      deps.app.inject({
        method: 'POST',
        url: '/api/getUserInfo.do',
        headers: {
          authtoken: token,
          lang: 'en',
          'x-bench-cold': '1',
          ...(captured ? { 'x-bench-capture': '1' } : {}),
          'content-type': 'application/json',
        },
        payload: '{}',
      });

    /**
     * Once: a cold getUserInfo of `token` with its statements captured, for the floor to replay. One
     * cold call first, so the capture is of a call like those measured: what the process keeps for
     * everyone (the menu catalogue, prepared statements) is in place.
     */
    deps.app.post<{ Body: { token: string } }>('/bench/capture', async (request) => {
      const statements: Statement[] = [];
      const eachRows: number[] = [];
      await coldCall(request.body.token, false);
      capturing = statements;
      const reply = await coldCall(request.body.token, true).finally(() => {
        capturing = null;
      });
      if (statements.length === 0) throw new Error('the cold getUserInfo sent no statement: the capture missed them');
      cold = { statements, body: reply.body };
      // What each statement costs alone (the mean of 20 runs, after one), for the record.
      const eachMs: number[] = [];
      for (const s of statements) {
        await direct(s);
        const started = performance.now();
        let rows = 0;
        for (let i = 0; i < 20; i++) rows = (await direct(s)).rows.length;
        eachMs.push(Math.round(((performance.now() - started) / 20) * 100) / 100);
        eachRows.push(rows);
      }
      return {
        statements: statements.map((s) => s.text),
        eachMs,
        eachRows,
        bytes: Buffer.byteLength(reply.body),
        success: reply.json().success,
      };
    });

    /**
     * The floor of a cold call: the statements it sends, one after another, straight through the
     * driver, and the same bytes back; no session, menu rules or serialising.
     */
    deps.app.post('/bench/floor', async (_request, reply) => {
      if (!cold) throw new Error('POST /bench/capture first');
      for (const s of cold.statements) await direct(s);
      return reply.header('content-type', 'application/json; charset=utf-8').send(cold.body);
    });
  },
});

await serveUntilStopped(app, portal);
