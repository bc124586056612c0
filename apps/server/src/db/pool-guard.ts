import type pg from 'pg';

type Client = pg.PoolClient & { _queryable?: boolean; _ending?: boolean; _ended?: boolean };
type Callback = (err: Error | undefined, client: pg.PoolClient | undefined, release: (err?: Error) => void) => void;

/**
 * Every client the pool hands out is alive, and one whose connection dies while it is out goes back by
 * itself. Why: drizzle's node-postgres `transaction` sends BEGIN before its try/finally, so a BEGIN on a
 * connection PostgreSQL had just closed (a restart, pg_terminate_backend) threw without ever releasing the
 * client; after ten such, every query of the process waited forever for a pool slot. Now a checkout that
 * finds a dead client drops it and takes another; a client that loses its connection while out is released
 * with the error (removed from the pool), and its holder's own release later does nothing.
 */
export function guardPoolClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<pg.PoolClient> | undefined;

  const guard = (client: Client): Client => {
    const release = client.release.bind(client);
    let released = false;
    const done = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('end', onGone);
      client.off('error', onGone);
      release(err as Error | undefined);
    };
    const onGone = () => done(new Error('connection lost while checked out'));
    client.release = done;
    client.once('end', onGone);
    client.once('error', onGone);
    return client;
  };
  const isDead = (client: Client) => client._queryable === false || client._ending === true || client._ended === true;

  /** A live client: a dead one is released with an error (so the pool removes it) and another taken, a few times at most. */
  const take = async (): Promise<Client> => {
    for (let attempt = 0; ; attempt++) {
      // Guarded first, then checked, in one tick: a connection that dies after the check is heard by the guard.
      const client = guard((await connect()) as Client);
      if (!isDead(client) || attempt >= 3) return client;
      client.release(new Error('dead connection handed out'));
    }
  };

  (pool as unknown as { connect: (cb?: Callback) => Promise<pg.PoolClient> | undefined }).connect = (cb?: Callback) => {
    if (!cb) return take();
    take().then(
      (client) => cb(undefined, client, client.release),
      (err: Error) => cb(err, undefined, () => {}),
    );
    return undefined;
  };
}
