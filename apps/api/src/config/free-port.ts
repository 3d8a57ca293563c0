import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function findFreePort(options: { avoid?: number[] } = {}): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const found = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
    if (!options.avoid?.includes(port)) return port;
  }
}
