import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

type Reply = string | number | null | Reply[];

interface Pending {
  resolve(value: Reply): void;
  reject(err: Error): void;
}

/**
 * A minimal RESP2 client: enough for GET/SET/DEL of session records. One connection, pipelined
 * commands, reconnects on the next command after a failure.
 */
export class RedisConnection {
  readonly #url: URL;
  #socket: Socket | null = null;
  #ready: Promise<void> | null = null;
  #buffer: Buffer = Buffer.alloc(0);
  readonly #pending: Pending[] = [];

  constructor(url: string) {
    this.#url = new URL(url);
  }

  async command(...args: string[]): Promise<Reply> {
    await this.#connect();
    return this.#send(args);
  }

  async close(): Promise<void> {
    const socket = this.#socket;
    this.#socket = null;
    this.#ready = null;
    if (socket) await new Promise<void>((resolve) => socket.end(resolve));
  }

  #connect(): Promise<void> {
    if (this.#ready) return this.#ready;
    this.#ready = new Promise<void>((resolve, reject) => {
      const port = Number(this.#url.port || 6379);
      const host = this.#url.hostname;
      const socket =
        this.#url.protocol === 'rediss:' ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port });
      socket.setNoDelay(true);
      socket.once(this.#url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
        this.#handshake().then(resolve, reject);
      });
      socket.on('data', (chunk) => this.#onData(chunk));
      socket.on('error', (err) => this.#fail(err, reject));
      socket.on('close', () => this.#fail(new Error('Redis connection closed'), reject));
      this.#socket = socket;
    });
    return this.#ready;
  }

  async #handshake(): Promise<void> {
    const password = decodeURIComponent(this.#url.password);
    const user = decodeURIComponent(this.#url.username);
    if (password) await this.#send(user ? ['AUTH', user, password] : ['AUTH', password]);
    const db = this.#url.pathname.slice(1);
    if (db) await this.#send(['SELECT', db]);
  }

  #fail(err: Error, reject: (err: Error) => void): void {
    reject(err);
    this.#socket?.destroy();
    this.#socket = null;
    this.#ready = null;
    this.#buffer = Buffer.alloc(0);
    for (const p of this.#pending.splice(0)) p.reject(err);
  }

  #send(args: string[]): Promise<Reply> {
    const parts = [`*${args.length}\r\n`];
    for (const a of args) parts.push(`$${Buffer.byteLength(a)}\r\n${a}\r\n`);
    return new Promise<Reply>((resolve, reject) => {
      this.#pending.push({ resolve, reject });
      this.#socket!.write(parts.join(''));
    });
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    for (;;) {
      const parsed = parseReply(this.#buffer, 0);
      if (!parsed) return;
      this.#buffer = this.#buffer.subarray(parsed.end);
      const pending = this.#pending.shift();
      if (!pending) continue;
      if (parsed.value instanceof Error) pending.reject(parsed.value);
      else pending.resolve(parsed.value);
    }
  }
}

function parseReply(buf: Buffer, start: number): { value: Reply | Error; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', start);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[start]);
  const line = buf.toString('utf8', start + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new Error(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, end: next };
      if (buf.length < next + len + 2) return null;
      return { value: buf.toString('utf8', next, next + len), end: next + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: Reply[] = [];
      let pos = next;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, pos);
        if (!item) return null;
        if (item.value instanceof Error) return item;
        items.push(item.value);
        pos = item.end;
      }
      return { value: items, end: pos };
    }
    default:
      return { value: new Error(`Unexpected Redis reply type ${type}`), end: buf.length };
  }
}
