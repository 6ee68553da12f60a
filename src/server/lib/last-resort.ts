/**
 * The process's last resort for a promise rejection nobody caught: logged loudly at `fatal`
 * level with its stack, and the server keeps serving. It is not the fix: every background call
 * is awaited or caught where it is made, and a line from here is a bug to find
 * (docs/decisions/106-background-faults-are-never-fatal.md). Thrown exceptions keep Node's
 * default (the process exits), since their state is unknown.
 */
import type { FastifyBaseLogger } from 'fastify';

/** The message of the log line, which tests look for. */
export const UNHANDLED_REJECTION_MESSAGE =
  'UNHANDLED PROMISE REJECTION: a background call was neither awaited nor caught (a bug; the server keeps running)';

/** Logs every unhandled rejection of `target` (the process) through `log`; answers a function that removes the handler. */
export function installLastResortHandler(target: NodeJS.EventEmitter, log: Pick<FastifyBaseLogger, 'fatal'>): () => void {
  const onRejection = (reason: unknown) => {
    log.fatal({ err: reason instanceof Error ? reason : new Error(String(reason)) }, UNHANDLED_REJECTION_MESSAGE);
  };
  target.on('unhandledRejection', onRejection);
  return () => target.off('unhandledRejection', onRejection);
}
