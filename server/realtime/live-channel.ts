import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { PlatformSocket } from '../platform/ws/platform-socket.ts';
import type { PlatformUpdate, SubscriptionCommand } from '../platform/ws/telemetry-commands.ts';

/** How many events a channel keeps for streams that reconnect with `Last-Event-ID`. */
const REPLAY_EVENTS = 256;

/** What a page subscribes to: one platform subscription, shared by every stream of the session that asks for the same. */
export interface TopicSpec<S = unknown> {
  /** Equal keys share one platform subscription. */
  key: string;
  command: SubscriptionCommand;
  /** The topic's state after an update (a new object: events keep the state they produced). */
  reduce(state: S | undefined, update: PlatformUpdate): S;
}

export interface LiveEvent {
  /** `<channel epoch>-<sequence>`: the SSE id. */
  id: string;
  seq: number;
  key: string;
  state: unknown;
  update: PlatformUpdate | null;
}

/** A browser stream, as a channel sees it. */
export interface StreamSink {
  readonly keys: ReadonlySet<string>;
  deliver(event: LiveEvent): void;
  end(reason: string): void;
  /** Cut without an `end`: the browser reconnects by itself. */
  drop(): void;
}

interface Topic {
  spec: TopicSpec;
  cmdId: number;
  state: unknown;
  lastSeq: number;
  streams: Set<StreamSink>;
  /** Cancels the unsubscription planned when its last stream went. */
  cancelLinger: (() => void) | null;
}

export interface ChannelDeps {
  socket: PlatformSocket;
  clock: Clock;
  /** How long the socket stays after the last stream has gone (a reload, an EventSource reconnecting). */
  lingerMs: number;
  /** The channel closed: the hub forgets it. */
  onClosed(): void;
}

/**
 * The live data of one console session: its platform socket, the topics its pages subscribed to (each one
 * platform subscription however many streams share it), the streams, and the last events for streams that
 * reconnect. The socket is closed a little after the last stream has gone, and at once when the session ends.
 */
export class LiveChannel {
  readonly epoch = randomBytes(4).toString('hex');
  readonly #deps: ChannelDeps;
  readonly #topics = new Map<string, Topic>();
  readonly #streams = new Set<StreamSink>();
  readonly #events: LiveEvent[] = [];
  #seq = 0;
  #cancelLinger: (() => void) | null = null;
  #closed = false;

  constructor(deps: ChannelDeps) {
    this.#deps = deps;
  }

  get closed(): boolean {
    return this.#closed;
  }

  get streamCount(): number {
    return this.#streams.size;
  }

  /** Topics whose platform subscription has answered at least once. */
  get answeredTopics(): number {
    let answered = 0;
    for (const topic of this.#topics.values()) if (topic.state !== undefined) answered++;
    return answered;
  }

  get socket(): PlatformSocket {
    return this.#deps.socket;
  }

  /** Adds a stream with its topics; subscribes the topics no other stream has yet. */
  attach(stream: StreamSink, specs: TopicSpec[]): void {
    if (this.#closed) return stream.end('closed');
    this.#cancelLinger?.();
    this.#cancelLinger = null;
    this.#streams.add(stream);
    for (const spec of specs) {
      let topic = this.#topics.get(spec.key);
      if (!topic) {
        const created: Topic = { spec, cmdId: 0, state: undefined, lastSeq: 0, streams: new Set(), cancelLinger: null };
        created.cmdId = this.#deps.socket.subscribe(spec.command, (update) => this.#receive(created, update));
        this.#topics.set(spec.key, created);
        topic = created;
      }
      topic.cancelLinger?.();
      topic.cancelLinger = null;
      topic.streams.add(stream);
    }
  }

  detach(stream: StreamSink): void {
    if (!this.#streams.delete(stream) || this.#closed) return;
    for (const [key, topic] of this.#topics) {
      // A topic outlives its last stream a little, so that a stream reconnecting meanwhile misses nothing.
      if (topic.streams.delete(stream) && topic.streams.size === 0) {
        topic.cancelLinger = this.#deps.clock.schedule(this.#deps.lingerMs, () => {
          if (topic.streams.size > 0 || this.#topics.get(key) !== topic) return;
          this.#deps.socket.unsubscribe(topic.cmdId);
          this.#topics.delete(key);
        });
      }
    }
    if (this.#streams.size === 0 && !this.#closed) {
      this.#cancelLinger = this.#deps.clock.schedule(this.#deps.lingerMs, () => this.close('no streams'));
    }
  }

  /**
   * What a reconnecting stream missed since `lastId`: the events of its topics after it, or, when the id is of
   * another channel or older than what is kept, null (the stream then gets a snapshot).
   */
  missedSince(lastId: string, keys: ReadonlySet<string>): LiveEvent[] | null {
    const [epoch, seqText] = lastId.split('-');
    const seq = Number(seqText);
    if (epoch !== this.epoch || !Number.isInteger(seq) || seq > this.#seq) return null;
    const oldest = this.#events[0]?.seq ?? this.#seq + 1;
    if (seq < oldest - 1) return null;
    return this.#events.filter((e) => e.seq > seq && keys.has(e.key));
  }

  /** The current state of each of the keys that has one, as events (a fresh snapshot). */
  snapshot(keys: ReadonlySet<string>): LiveEvent[] {
    const events: LiveEvent[] = [];
    for (const key of keys) {
      const topic = this.#topics.get(key);
      if (topic && topic.state !== undefined) events.push({ id: `${this.epoch}-${topic.lastSeq}`, seq: topic.lastSeq, key, state: topic.state, update: null });
    }
    return events;
  }

  /** The session's live data is over: every stream is told why and closed, the socket closed. */
  close(reason: string): void {
    this.#shut((stream) => stream.end(reason));
  }

  /** The console is going away: streams are cut without an `end`, so browsers reconnect (to another replica). */
  drop(): void {
    this.#shut((stream) => stream.drop());
  }

  #shut(finish: (stream: StreamSink) => void): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#cancelLinger?.();
    for (const topic of this.#topics.values()) topic.cancelLinger?.();
    this.#deps.socket.close();
    for (const stream of [...this.#streams]) finish(stream);
    this.#streams.clear();
    this.#topics.clear();
    this.#deps.onClosed();
  }

  #receive(topic: Topic, update: PlatformUpdate): void {
    if (this.#topics.get(topic.spec.key) !== topic) return;
    topic.state = topic.spec.reduce(topic.state, update);
    const seq = ++this.#seq;
    topic.lastSeq = seq;
    const event: LiveEvent = { id: `${this.epoch}-${seq}`, seq, key: topic.spec.key, state: topic.state, update };
    this.#events.push(event);
    if (this.#events.length > REPLAY_EVENTS) this.#events.shift();
    for (const stream of topic.streams) stream.deliver(event);
  }
}
