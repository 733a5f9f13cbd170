interface GuardLog {
  error(obj: object, msg: string): void;
}

/**
 * Keeps one request's failure from ending the process for everyone: an unhandled rejection or an
 * uncaught exception is logged (with its stack, on the server only) and the process serves on.
 * Answering is the error handler's job; this is the net under it.
 */
export function guardProcess(log: GuardLog): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection (process kept running)'));
  process.on('uncaughtException', (err) => log.error({ err }, 'uncaught exception (process kept running)'));
}
