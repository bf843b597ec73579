import type { Logger } from './http/logger';

/** A signal this long after the first one means "stop now", not "I am still waiting". */
export const FORCE_AFTER_MS = 10_000;

/**
 * Stops the server on SIGINT or SIGTERM: no new connections, open requests answered, then the
 * database stopped, then exit 0.
 *
 * One shutdown often brings several signals: a process-group SIGTERM (systemd, a container
 * runtime, Ctrl-C) reaches this process and `npm start`'s launcher, which passes it on to us if
 * we are still running a moment later, and npm passes it on too. So a repeated signal while
 * stopping is the same request and is ignored; only one arriving FORCE_AFTER_MS or more after
 * the first (a person who has waited and insists) exits at once, with status 1.
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  log: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let firstAt: number | undefined;
  let repeatLogged = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt === undefined) {
      firstAt = Date.now();
      log.info(`${signal} received: finishing open requests, then stopping the database`);
      stop().then(
        () => exit(0),
        (error: unknown) => {
          log.error('Shutdown failed', error);
          exit(1);
        },
      );
      return;
    }
    if (Date.now() - firstAt >= FORCE_AFTER_MS) {
      log.warn(`${signal} again after ${Math.round((Date.now() - firstAt) / 1000)} s: exiting without waiting`);
      exit(1);
      return;
    }
    if (!repeatLogged) {
      repeatLogged = true;
      log.info(
        `${signal} received again: already stopping (a signal ${FORCE_AFTER_MS / 1000} s after the first forces the exit)`,
      );
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
