import type { Config } from '../config.ts';

type Stream = { write(line: string): void };

/**
 * Where the console's log lines go: JSON lines on stdout (for log collectors), or, on a terminal in
 * development, pino-pretty's readable lines. pino-pretty is a development dependency, absent from the
 * image and from production installs: it is loaded only when it would be used.
 */
export async function logDestination(env: NodeJS.ProcessEnv = process.env, stdoutIsTty = process.stdout.isTTY === true): Promise<{ pretty: boolean; stream?: Stream }> {
  if (!stdoutIsTty || env.NODE_ENV === 'production') return { pretty: false };
  try {
    const { default: pretty } = await import('pino-pretty');
    return { pretty: true, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
  } catch {
    return { pretty: false };
  }
}

/** Fastify's logger options: the configured level, and the destination above. */
export async function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): Promise<{ level: string; stream?: Stream }> {
  const { stream } = await logDestination();
  return stream ? { level: config.LOG_LEVEL, stream } : { level: config.LOG_LEVEL };
}
