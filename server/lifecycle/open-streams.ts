import type { ServerResponse } from 'node:http';
import type { Gauge } from 'prom-client';

/** The browser waits this long before reconnecting a stream that a replica shutting down ended. */
export const RECONNECT_RETRY_MS = 500;

/** A long-lived answer (a live-data stream) that must end when its replica shuts down. */
export interface OpenStream {
  /** Ends the stream so that the browser reconnects, through the proxy, to another replica. */
  reconnectElsewhere(): void;
}

/**
 * The long-lived streams a replica serves: counted in the `floorboard_sse_streams_open` gauge, and ended on
 * shutdown before the server waits for in-flight requests (a stream never finishes by itself, so the
 * shutdown would otherwise wait for its whole timeout). The realtime module adds every stream it opens.
 */
export class OpenStreams {
  readonly #streams = new Set<OpenStream>();
  readonly #gauge: Gauge;
  #draining = false;

  constructor(gauge: Gauge) {
    this.#gauge = gauge;
  }

  /** Whether the replica is shutting down: a new stream should be refused with a reconnect (503 + retry). */
  get draining(): boolean {
    return this.#draining;
  }

  get size(): number {
    return this.#streams.size;
  }

  /** Tracks a stream until the returned function is called (when the stream ends, for any reason). */
  add(stream: OpenStream): () => void {
    this.#streams.add(stream);
    this.#gauge.set(this.#streams.size);
    return () => {
      if (this.#streams.delete(stream)) this.#gauge.set(this.#streams.size);
    };
  }

  /** Shutdown: every stream is asked to reconnect elsewhere; returns how many there were. */
  drain(): number {
    this.#draining = true;
    const streams = [...this.#streams];
    for (const stream of streams) stream.reconnectElsewhere();
    return streams.length;
  }
}

/**
 * Ends an event stream the way EventSource reconnects from: a `retry` field (how long to wait), then the end of
 * the response. Through a round-robin proxy the reconnect lands on a replica that is still running.
 */
export function endForReconnect(res: ServerResponse, retryMs = RECONNECT_RETRY_MS): void {
  if (res.writableEnded || res.destroyed) return;
  res.write(`retry: ${retryMs}\n\n`);
  res.end();
}
