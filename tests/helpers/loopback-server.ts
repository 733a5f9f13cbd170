import type { AddressInfo, Server } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1; its base address, `http://127.0.0.1:<port>`. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server` once `cut` has ended the connections it still holds (kept-alive ones would keep it open). */
export function closeServer(server: Server, cut: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    cut();
    server.close(() => resolve());
  });
}
