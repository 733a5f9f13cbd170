import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A scripted answer: status and body (objects are sent as JSON); 'drop' closes the connection unanswered. */
export type ScriptedAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';

export interface ScriptedPlatform {
  url: string;
  /** Answers METHOD path (query ignored) from the script instead of the platform, until cleared. */
  script(method: string, path: string, answer: ScriptedAnswer | ((req: IncomingMessage) => ScriptedAnswer | null)): void;
  clear(): void;
  calls: { method: string; path: string; query: string }[];
  close(): Promise<void>;
}

function answerWith(res: ServerResponse, answer: ScriptedAnswer): void {
  if (answer === 'drop') {
    res.socket?.destroy();
    return;
  }
  const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
  res.writeHead(answer.status, { 'content-type': type, ...answer.headers });
  res.end(text);
}

/**
 * A hop in front of the emulator that can answer chosen calls itself: the platform's rarer
 * answers (404, 500, a dropped connection, an update notice) on demand, everything else real.
 */
export async function startScriptedPlatform(target: string): Promise<ScriptedPlatform> {
  const to = new URL(target);
  const scripts = new Map<string, ScriptedAnswer | ((req: IncomingMessage) => ScriptedAnswer | null)>();
  const calls: ScriptedPlatform['calls'] = [];
  const server: Server = createServer((req, res) => {
    const [path, query = ''] = (req.url ?? '').split('?');
    calls.push({ method: req.method ?? '', path, query });
    const scripted = scripts.get(`${req.method} ${path}`);
    const answer = typeof scripted === 'function' ? scripted(req) : scripted;
    if (answer) {
      req.resume();
      answerWith(res, answer);
      return;
    }
    const upstream = httpRequest({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script: (method, path, answer) => scripts.set(`${method} ${path}`, answer),
    clear: () => scripts.clear(),
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
