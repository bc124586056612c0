// What one bench run takes on a shared machine: database names, ports, and the databases it made.
// Two runs on one PostgreSQL (two helpers, a developer and CI) must not destroy each other: names are
// this run's own, a port is one nobody listens on, and a run drops only the databases it created.

import { createServer } from 'node:net';

/** A PostgreSQL identifier a bench may create: lower case letters, digits and underscores, at most 63 bytes. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The database name for `base` in this run: `<BENCH_DB_PREFIX>_<base>` when the environment names a
 * prefix (a fixed name, e.g. to look at the data afterwards), else `<base>_<pid>`, so two runs at once
 * never share a database.
 */
export function benchDatabaseName(base: string, env: NodeJS.ProcessEnv = process.env, pid: number = process.pid): string {
  const prefix = env.BENCH_DB_PREFIX?.trim();
  const name = (prefix ? `${prefix}_${base}` : `${base}_${pid}`).toLowerCase();
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a database name a bench may create (a-z, 0-9, _; at most 63)`);
  return name;
}

/** The part of a pg client the databases need. */
export interface AdminClient {
  query: (text: string) => Promise<unknown>;
}

/**
 * The databases this run created, the only ones it ever drops. Creating one that exists already is
 * refused, never dropped first: it is another run's, or one an interrupted run left, for a person to drop.
 */
export class RunDatabases {
  private readonly created = new Set<string>();

  async create(admin: AdminClient, name: string): Promise<void> {
    if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a database name a bench may create`);
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } catch (err) {
      if ((err as { code?: string }).code === '42P04')
        throw new Error(
          `database ${name} exists already: this run did not create it, so it leaves it alone (another run's, or left by an interrupted one: drop it yourself, or set another BENCH_DB_PREFIX)`,
        );
      throw err;
    }
    this.created.add(name);
  }

  /** Drops `name` if this run created it; answers whether it did. */
  async drop(admin: AdminClient, name: string): Promise<boolean> {
    if (!this.created.has(name)) return false;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    this.created.delete(name);
    return true;
  }

  /** What this run created and has not dropped yet. */
  get names(): string[] {
    return [...this.created];
  }
}

/** Listens on `port` (0: any free one) on 127.0.0.1 and closes again, answering the port, or null if it is taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const taken = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(taken));
    });
  });
}

/**
 * A port for a bench server: BENCH_PORT_BASE (the environment) and up, the first free one, when set;
 * else `preferred` when it is free; else one the system finds free (listen on 0). A port in use is never
 * answered, so a bench does not mistake another run's server for its own.
 */
export async function benchPort(preferred?: number, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const base = Number(env.BENCH_PORT_BASE);
  if (Number.isInteger(base) && base > 0) {
    for (let port = base; port < base + 200; port++) if ((await tryPort(port)) !== null) return port;
    throw new Error(`no free port in ${base}..${base + 199} (BENCH_PORT_BASE)`);
  }
  if (preferred && (await tryPort(preferred)) !== null) return preferred;
  const free = await tryPort(0);
  if (free === null) throw new Error('no free port');
  return free;
}
