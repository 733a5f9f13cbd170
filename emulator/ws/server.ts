import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { callerFromClaims } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { ApiError, errorBody, tokenExpired, unauthorized } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';
import { COMMAND_LISTS } from './command-registry.ts';
import type { CommandRegistry } from './command-registry.ts';
import { createSession } from './session.ts';
import type { WsSession } from './session.ts';
import { v1Error } from './v1-commands.ts';

const WS_PREFIX = '/api/ws/plugins/';
/** `server.ws.ping_timeout`. */
const PING_TIMEOUT_MS = 30000;
const USER_AUTHORITIES = new Set(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);

/** Who opened a session: the token's user, and whether it is a public customer's (public login) token. */
interface Principal {
  caller: Caller;
  isPublic: boolean;
}

interface Limit {
  setting: string;
  reason: string;
  /** Which sessions count together; null = this limit does not apply to the principal. */
  scopeOf(principal: Principal): string | null;
}

const byTenant = ({ caller }: Principal) => `t:${caller.tenantId}`;
const byCustomer = ({ caller }: Principal) => (caller.authority === 'CUSTOMER_USER' ? `c:${caller.customerId}` : null);
const byRegularUser = ({ caller, isPublic }: Principal) => (isPublic ? null : `u:${caller.userId}`);
// Public users all have the null-UUID user id, as on the platform: their sessions count together (per tenant here).
const byPublicUser = ({ caller, isPublic }: Principal) => (isPublic ? `p:${caller.tenantId}:${caller.userId}` : null);

/** `wsMsgQueueLimitPerSession` when the tenant profile leaves it 0 or unset. */
const DEFAULT_QUEUE_LIMIT = 500;

/** Tenant-profile session and subscription limits and the close reason of each (contract 6.1). */
const SESSION_LIMITS: Limit[] = [
  { setting: 'maxWsSessionsPerTenant', reason: 'Max tenant sessions limit reached!', scopeOf: byTenant },
  { setting: 'maxWsSessionsPerCustomer', reason: 'Max customer sessions limit reached', scopeOf: byCustomer },
  { setting: 'maxWsSessionsPerRegularUser', reason: 'Max regular user sessions limit reached', scopeOf: byRegularUser },
  { setting: 'maxWsSessionsPerPublicUser', reason: 'Max public user sessions limit reached', scopeOf: byPublicUser },
];
const SUBSCRIPTION_LIMITS: Limit[] = [
  { setting: 'maxWsSubscriptionsPerTenant', reason: 'Max tenant subscriptions limit reached!', scopeOf: byTenant },
  { setting: 'maxWsSubscriptionsPerCustomer', reason: 'Max customer subscriptions limit reached', scopeOf: byCustomer },
  { setting: 'maxWsSubscriptionsPerRegularUser', reason: 'Max regular user subscriptions limit reached', scopeOf: byRegularUser },
  { setting: 'maxWsSubscriptionsPerPublicUser', reason: 'Max public user subscriptions limit reached', scopeOf: byPublicUser },
];

function rejectUpgrade(socket: Duplex, error: ApiError): void {
  const body = JSON.stringify(errorBody(error));
  socket.end(
    `HTTP/1.1 ${error.status} ${error.status === 401 ? 'Unauthorized' : 'Not Found'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' + body,
  );
}

/** The JWT check of the upgrade request; the token comes only from `?token=`. */
function authenticateUpgrade(ctx: EmulatorContext, url: URL): Principal {
  const token = url.searchParams.get('token');
  if (!token) throw unauthorized('Authentication failed');
  const claims = ctx.tokens.verify(token);
  const caller = callerFromClaims(claims);
  if (!USER_AUTHORITIES.has(caller.authority)) throw unauthorized('Authentication failed');
  if (ctx.outdating.isOutdated(caller.iat, caller.userId, caller.sessionId)) throw tokenExpired();
  return { caller, isPublic: claims.isPublic === true };
}

export interface TelemetryWsServer {
  /** Sessions currently open (tests and limits). */
  readonly sessions: ReadonlySet<WsSession>;
  close(): void;
}

/** Serves `/api/ws/plugins/telemetry` on the emulator's HTTP server. */
export function attachTelemetryWs(
  server: Server, ctx: EmulatorContext, registry: CommandRegistry, pingTimeoutMs = PING_TIMEOUT_MS,
): TelemetryWsServer {
  const wss = new WebSocketServer({ noServer: true });
  const sessions = new Set<WsSession & { close(): void }>();
  const principals = new WeakMap<WsSession, Principal>();
  const lastSeen = new WeakMap<WebSocket, number>();
  const setting = (caller: Caller, name: string) => Number(ctx.stores.tenantProfiles.configurationValueOfTenant(caller.tenantId, name) ?? 0);

  const processFrame = async (session: WsSession, text: string) => {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      frame = undefined;
    }
    const lists = isObject(frame) ? COMMAND_LISTS.map((name) => [name, frame[name]] as const) : null;
    if (!lists || lists.some(([, value]) => value !== undefined && value !== null && !Array.isArray(value))) {
      session.send(v1Error(0, 2, 'Failed to parse websocket command!'));
      return;
    }
    for (const [name, commands] of lists) {
      const handler = registry.get(name);
      if (!handler || !Array.isArray(commands)) continue;
      for (const command of commands) {
        try {
          await handler(session, isObject(command) ? command : {});
        } catch {
          const cmdId = isObject(command) && typeof command.cmdId === 'number' ? command.cmdId : 0;
          session.send(v1Error(cmdId, 1, 'Internal Server error!'));
        }
      }
    }
  };

  /** The reason of the first limit the caller's sessions already reach (counting `weigh` per session). */
  const limitReason = (principal: Principal, limits: Limit[], weigh: (session: WsSession) => number): string | null => {
    for (const limit of limits) {
      const max = setting(principal.caller, limit.setting);
      const scope = limit.scopeOf(principal);
      if (!(max > 0) || scope === null) continue;
      let used = 0;
      for (const session of sessions) if (limit.scopeOf(principals.get(session)!) === scope) used += weigh(session);
      if (used >= max) return limit.reason;
    }
    return null;
  };

  const accept = (ws: WebSocket, principal: Principal, plugin: string) => {
    if (plugin.toLowerCase() !== 'telemetry') {
      ws.close(1007, "Can't find plugin with specified token!");
      return;
    }
    const reason = limitReason(principal, SESSION_LIMITS, () => 1);
    if (reason !== null) {
      ws.close(1008, reason);
      return;
    }
    // Updates not yet written out to the socket; past the tenant profile's queue limit the session is closed.
    const queueLimit = setting(principal.caller, 'wsMsgQueueLimitPerSession') || DEFAULT_QUEUE_LIMIT;
    let pending = 0;
    const session = createSession(
      randomUUID(), principal.caller, ctx,
      (text) => {
        if (ws.readyState !== ws.OPEN) return;
        if (pending >= queueLimit) {
          ws.close(1008, 'Max pending updates limit reached!');
          return;
        }
        pending++;
        ws.send(text, () => pending--);
      },
      () => limitReason(principal, SUBSCRIPTION_LIMITS, (s) => s.subscriptionCount),
      (refusal) => ws.close(1008, refusal),
    );
    principals.set(session, principal);
    sessions.add(session);
    lastSeen.set(ws, Date.now());
    // Frames are handled one after another, as the platform processes a session's commands in order.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      lastSeen.set(ws, Date.now());
      if (isBinary) return;
      const text = data.toString();
      queue = queue.then(() => processFrame(session, text));
    });
    ws.on('pong', () => lastSeen.set(ws, Date.now()));
    ws.on('close', () => {
      sessions.delete(session);
      session.close();
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    if (!url.pathname.startsWith(WS_PREFIX)) {
      rejectUpgrade(socket, new ApiError(404, 32, `No handler found for GET ${url.pathname}`));
      return;
    }
    let principal: Principal;
    try {
      principal = authenticateUpgrade(ctx, url);
    } catch (error) {
      rejectUpgrade(socket, error instanceof ApiError ? error : unauthorized('Authentication failed'));
      return;
    }
    const plugin = url.pathname.slice(WS_PREFIX.length).replace(/\/+$/, '');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, principal, plugin));
  };
  server.on('upgrade', onUpgrade);

  // Ping after a third of the timeout without traffic; close sessions that stay silent for the whole timeout.
  const pinger = setInterval(() => {
    const now = Date.now();
    for (const ws of wss.clients) {
      const seen = lastSeen.get(ws) ?? now;
      if (now - seen >= pingTimeoutMs) ws.close(4500, 'Session not reliable');
      else if (now - seen >= pingTimeoutMs / 3) ws.ping();
    }
  }, pingTimeoutMs / 3);
  pinger.unref();

  return {
    sessions,
    close() {
      clearInterval(pinger);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      for (const session of sessions) session.close();
      sessions.clear();
      wss.close();
    },
  };
}
