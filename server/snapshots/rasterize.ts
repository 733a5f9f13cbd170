import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../project-root.ts';
import type { RasterAnswer, RasterJob } from './raster-worker.ts';
import { FONT_FAMILY } from './svg-text.ts';

// Fonts shipped with the console (static/fonts, DejaVu's licence beside them): the picture is the same on
// every machine, whatever fonts it has installed.
const FONT_FILES = [`${PROJECT_ROOT}static/fonts/DejaVuSans.ttf`, `${PROJECT_ROOT}static/fonts/DejaVuSans-Bold.ttf`];
// An idle worker is stopped after this long (it holds tens of MiB).
const IDLE_MS = 60_000;

/** The worker's file: beside this one in the sources; in the bundle (main.js or a chunk, one folder below it), server/snapshots/. */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts') ? join(dirname(here), 'raster-worker.ts') : join(dirname(dirname(here)), 'server', 'snapshots', 'raster-worker.js');
}

/** The rasterizer's process ended (a crash in resvg, or a stop for the time limit) before its picture was done. */
export class RasterError extends Error {
  override name = 'RasterError';
}

/**
 * Rasterizes SVG documents in a child process (started on first use, stopped when idle or on abort, started
 * again after a crash), so that resvg's native code can neither crash the console nor keep a core busy past a
 * snapshot's time limit.
 */
export class Rasterizer {
  #child: ChildProcess | null = null;
  #next = 0;
  readonly #pending = new Map<number, { resolve(png: Buffer): void; reject(err: Error): void }>();
  #idle: NodeJS.Timeout | null = null;

  render(svg: string, signal?: AbortSignal): Promise<Buffer> {
    if (signal?.aborted) return Promise.reject(new RasterError('aborted'));
    const child = this.#process();
    const id = ++this.#next;
    if (this.#idle) clearTimeout(this.#idle);
    return new Promise<Buffer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // Stopping the process is the only way to stop resvg; the next picture starts a new one.
      signal?.addEventListener('abort', () => this.#stop(child), { once: true });
      child.send({ id, svg, fontFiles: FONT_FILES, fontFamily: FONT_FAMILY } satisfies RasterJob);
    });
  }

  #process(): ChildProcess {
    if (this.#child) return this.#child;
    const child = fork(workerFile(), [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv: [] });
    child.on('message', (answer: RasterAnswer) => {
      const job = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if ('png' in answer) job?.resolve(Buffer.from(answer.png));
      else job?.reject(new RasterError(answer.error));
      if (!this.#pending.size) this.#idle = setTimeout(() => this.#stop(child), IDLE_MS).unref();
    });
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = null;
      for (const job of this.#pending.values()) job.reject(new RasterError(`the rasterizer stopped (${signal ?? code})`));
      this.#pending.clear();
    });
    child.on('error', () => child.kill('SIGKILL'));
    this.#child = child;
    return child;
  }

  #stop(child: ChildProcess): void {
    if (this.#child === child) this.#child = null;
    child.kill('SIGKILL');
  }

  close(): void {
    if (this.#idle) clearTimeout(this.#idle);
    if (this.#child) this.#stop(this.#child);
  }
}
