// The cmdId of the marker command `received()` sends; no test uses it for a command of its own.
const MARKER_CMD_ID = 2_147_483_647;

/** A WebSocket client (Node's global WebSocket) for the emulator's telemetry plugin, with a queue of received JSON messages. */
export async function connectWs(url: string, token: string, plugin = 'telemetry') {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws/plugins/${plugin}?token=${token}`);
  const messages: any[] = [];
  const waiters: Array<(message: any) => void> = [];
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })));
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  const next = (): Promise<any> => {
    const queued = messages.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => waiters.push(resolve));
  };
  return {
    ws,
    closed,
    /** A string goes out as it is (to test malformed frames); anything else as JSON. */
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next,
    /**
     * Takes every message the server sent before it answered a marker sent now (an entity-data command without
     * a query, answered at once with an error). A session's frames are handled in order and changes are pushed
     * as they are saved, so nothing caused by earlier calls can still arrive: an empty list means none was sent.
     */
    async received(): Promise<any[]> {
      ws.send(JSON.stringify({ entityDataCmds: [{ cmdId: MARKER_CMD_ID }] }));
      const before: any[] = [];
      for (let message = await next(); message.subscriptionId !== MARKER_CMD_ID; message = await next()) before.push(message);
      return before;
    },
    /** How many received messages no `next()` has taken yet. */
    pending: () => messages.length,
    close: () => ws.close(),
  };
}

export type WsClient = Awaited<ReturnType<typeof connectWs>>;
