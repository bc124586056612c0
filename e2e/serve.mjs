// Starts the built server for the browser tests on a database of its own: a fresh embedded one in
// a temporary folder, or with DATABASE_URL a fresh PostgreSQL database, dropped again on exit.
// Each Playwright worker starts one (tests/portal.ts), E2E_SLOT naming its database and log; it stops
// when its worker does, and also when the worker is gone without saying so (its stdin closes).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const slot = process.env.E2E_SLOT ?? '0';
// The server's log goes to a file the tests read (a reset link is only ever in the mail outbox log).
export const LOG_FILE = new URL(`./.artifacts/server-${slot}.log`, import.meta.url).pathname;
mkdirSync(new URL('./.artifacts/', import.meta.url).pathname, { recursive: true });
// OPS_KEY: the browser tests send scans through the operations API as the courier's systems do. The demo
// simulator stays off unless asked for: the tests place, edit and count their own orders, and parcels that move by
// themselves (or a month of seeded history) would change what they find.
const env = { ...process.env, LOG_LEVEL: 'info', OPS_KEY: 'ops_e2e-browser-tests-key', SIMULATOR: process.env.SIMULATOR ?? '0' };
let cleanup = async () => {};

if (process.env.DATABASE_URL) {
  // One name per DATABASE_URL, dropped and made again at every start: a run killed before its clean-up
  // leaves nothing behind for long, and runs given different databases (each on its own E2E_PORT) do not
  // drop each other's.
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1).replace(/\W/g, '_') || 'portal'}_e2e_${slot.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const log = createWriteStream(LOG_FILE);
const server = spawn(process.execPath, [new URL('../apps/server/dist/main.js', import.meta.url).pathname], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
// Errors also reach the test output.
server.stderr.pipe(process.stderr);
server.stdout.on('data', (chunk) => {
  for (const line of String(chunk).split('\n')) if (/"level":(50|60)/.test(line)) process.stderr.write(`${line}\n`);
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (process.env.E2E_SLOT) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}
server.on('exit', async (code) => {
  await cleanup();
  process.exit(code ?? 0);
});
