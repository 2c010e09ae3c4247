import net from 'node:net';

export interface Balancer {
  origin: string;
  /** The backend origin each connection went to, in order. */
  connections: string[];
  close: () => Promise<void>;
}

/**
 * A load balancer in front of several server processes, as a browser would meet them: each TCP connection
 * goes to the first backend that accepts it, so once a process dies its clients' next connections reach
 * another. Loopback only.
 */
export function startBalancer(backends: () => string[]): Promise<Balancer> {
  const connections: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const tryBackend = (i: number) => {
      const origin = backends()[i];
      if (!origin) return client.destroy();
      const url = new URL(origin);
      const upstream = net.connect(Number(url.port), url.hostname);
      let connected = false;
      upstream.once('error', () => {
        if (connected) client.destroy();
        else tryBackend(i + 1);
      });
      upstream.once('connect', () => {
        connected = true;
        connections.push(origin);
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        connections,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}
