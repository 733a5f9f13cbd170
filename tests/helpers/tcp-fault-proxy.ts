import { connect, createServer, type Socket } from 'node:net';
import { closeServer, listenOnLoopback } from './loopback-server.ts';

/** How a connection is dropped: `close` a FIN (a server ending an idle socket), `reset` an RST (a proxy or firewall forgetting it). */
export type Drop = 'close' | 'reset';

/** A request seen at the start of a chunk the console wrote: its connection, its place on it, its request line. */
export interface SeenRequest {
  connection: number;
  /** 1 for the first request on its connection; more on a kept-alive one. */
  nth: number;
  /** "GET /api/tenant/deviceInfos?pageSize=10..." */
  line: string;
  requestId: string | undefined;
  /** Set when the proxy dropped the connection instead of passing the request on. */
  dropped?: Drop;
}

export interface DropRule {
  matches(request: SeenRequest): boolean;
  how: Drop;
  /** How many requests to drop (default: every match). */
  times?: number;
  /** A request with the line and `x-request-id` of one dropped before goes through: every call meets at most one drop. */
  oncePerCall?: boolean;
}

export interface TcpFaultProxy {
  url: string;
  /** Every request seen, in order. */
  requests: SeenRequest[];
  drop(rule: DropRule): void;
  clearDrops(): void;
  /** Drops every open connection now, as a platform closing its idle sockets would; how many it dropped. */
  dropAll(how: Drop): number;
  close(): Promise<void>;
}

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS) (\S+) HTTP\/1\.1\r\n/;

/**
 * A TCP hop between the console and the emulator that passes bytes on untouched and drops connections the way a
 * platform's keep-alive handling and the network do: every open connection at once, or the one a chosen request
 * arrives on, before the request reaches the platform. It reads only the request line and `x-request-id` at the start
 * of what the console writes (the console writes a request's head in one piece), enough to say which request arrived.
 */
export async function startTcpFaultProxy(target: string): Promise<TcpFaultProxy> {
  const to = new URL(target);
  const requests: SeenRequest[] = [];
  let rules: (DropRule & { left: number })[] = [];
  const droppedCalls = new Set<string>();
  const open = new Map<Socket, Socket>();
  let connections = 0;

  const cut = (client: Socket, upstream: Socket, how: Drop) => {
    open.delete(client);
    upstream.destroy();
    if (how === 'reset') client.resetAndDestroy();
    else client.end(() => client.destroy());
  };

  const ruleFor = (request: SeenRequest) => {
    const call = `${request.requestId} ${request.line}`;
    const rule = rules.find((r) => r.left > 0 && r.matches(request) && !(r.oncePerCall && droppedCalls.has(call)));
    if (!rule) return undefined;
    rule.left--;
    droppedCalls.add(call);
    return rule;
  };

  const server = createServer((client) => {
    const connection = ++connections;
    let nth = 0;
    const upstream = connect(Number(to.port), to.hostname);
    open.set(client, upstream);
    client.on('data', (chunk: Buffer) => {
      if (!open.has(client)) return;
      const head = chunk.toString('latin1', 0, Math.min(chunk.length, 4096));
      const line = REQUEST_LINE.exec(head);
      if (line) {
        const request: SeenRequest = { connection, nth: ++nth, line: `${line[1]} ${line[2]}`, requestId: /\r\nx-request-id: ([^\r]*)\r\n/i.exec(head)?.[1] };
        requests.push(request);
        const rule = ruleFor(request);
        if (rule) {
          request.dropped = rule.how;
          return cut(client, upstream, rule.how);
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (open.has(client)) client.write(chunk);
    });
    const gone = () => {
      open.delete(client);
      upstream.destroy();
      client.destroy();
    };
    client.on('error', gone).on('close', gone);
    upstream.on('error', gone).on('close', gone);
  });
  return {
    url: await listenOnLoopback(server),
    requests,
    drop: (rule) => rules.push({ ...rule, left: rule.times ?? Infinity }),
    clearDrops: () => {
      rules = [];
    },
    dropAll: (how) => {
      const all = [...open];
      for (const [client, upstream] of all) cut(client, upstream, how);
      return all.length;
    },
    close: () =>
      closeServer(server, () => {
        for (const [client, upstream] of [...open]) cut(client, upstream, 'reset');
      }),
  };
}
