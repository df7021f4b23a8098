import net from 'node:net';

/**
 * `up`: bytes pass both ways; `refusing`: nothing listens, as with a stopped Postgres;
 * `silent`: connections are accepted and never answered, as with a host that went away.
 */
export type LinkState = 'up' | 'refusing' | 'silent';

export interface DatabaseLink {
  /** The database URL with the link in place of the database's host and port. */
  url: string;
  /** Cuts every open connection and behaves as `state` says until told otherwise. */
  set(state: LinkState): Promise<void>;
  close(): Promise<void>;
}

/** A TCP link in front of Postgres that a test can cut while a server keeps its pool. */
export async function startDatabaseLink(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let state: LinkState = 'up';

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };

  const server = net.createServer((client) => {
    track(client);
    if (state === 'silent') return;
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
    });

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.href,
    async set(next) {
      for (const socket of sockets) socket.destroy();
      if (next === 'refusing' && server.listening) await stopListening();
      if (next !== 'refusing' && !server.listening) await listen(port);
      state = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
