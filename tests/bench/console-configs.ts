// Consoles started with other options for memory comparisons (paired-memory.ts, memory-trace.ts): a config names its
// node options, the console's environment (MALLOC_CONF, LD_PRELOAD), another build, or a slower rate.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pin, startConsole, type Running } from './processes.ts';

export interface Config {
  tag: string;
  /** Replaces `npm start`'s node options. */
  node?: string;
  /** For the console: MALLOC_CONF, LD_PRELOAD ('' for glibc malloc), ... */
  env?: Record<string, string>;
  /** Another build, a copy of dist/server/main.js. */
  main?: string;
  /** The console, the platform and this process on one CPU: the same run at the lower rate of a busy machine. */
  slow?: boolean;
}

export function configsOf(json: string | undefined): Config[] {
  return JSON.parse(json ?? '[{"tag":"start"}]') as Config[];
}

/** RSS and its anonymous and file-backed parts, in MiB (unrounded). */
export function memoryOf(pid: number): { rss: number; anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}

const ALL_CPUS = `0-${availableParallelism() - 1}`;

/** Runs `work` with the given processes on one CPU when the config is `slow`. */
export async function paced<T>(config: Config, pids: number[], work: () => Promise<T>): Promise<T> {
  if (!config.slow) return work();
  for (const pid of pids) pin(pid, '0');
  try {
    return await work();
  } finally {
    for (const pid of pids) pin(pid, ALL_CPUS);
  }
}

/** Starts one console as configured (the variables of the environment restored afterwards). */
export async function startConfigured(platformUrl: string, config: Config, dir: string): Promise<Running> {
  const saved = { node: process.env.BENCH_NODE_OPTIONS, main: process.env.BENCH_CONSOLE_MAIN };
  if (config.node !== undefined) process.env.BENCH_NODE_OPTIONS = config.node;
  if (config.main) process.env.BENCH_CONSOLE_MAIN = config.main;
  try {
    return await startConsole(platformUrl, dir, config.env ?? {});
  } finally {
    for (const [key, name] of [['node', 'BENCH_NODE_OPTIONS'], ['main', 'BENCH_CONSOLE_MAIN']] as const) {
      if (saved[key] === undefined) delete process.env[name];
      else process.env[name] = saved[key];
    }
  }
}
