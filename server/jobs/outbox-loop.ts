/**
 * The loop an outbox worker runs (the order e-mails, the Web Push notices): a drain when woken
 * (a plan that wrote outbox rows wakes its instance's worker), and a look every poll interval for
 * rows another instance wrote or a retry that came due. One drain at a time per worker: a wake
 * during a drain drains once more after it, so no row written meanwhile waits for the poll.
 */

/** The logger an outbox loop reports a failed drain to (pino's shape). */
export interface OutboxLoopLogger {
  error: (obj: object, msg: string) => void;
}

/** What an outbox loop runs. */
export interface OutboxLoopOptions {
  /** The loop's name in the log: a failed drain is logged as `<name>: drain failed`. */
  name: string;
  logger: OutboxLoopLogger;
  /** Milliseconds between two polls. */
  pollMs: number;
  /**
   * The poll's look: whether anything is due (one cheap statement), so an idle instance does not
   * run a claim's transaction every poll.
   */
  anyDue: () => Promise<boolean>;
  /** Sends what is due; resolves when nothing due is left. A throw is logged, the next kick tries again. */
  drain: () => Promise<unknown>;
}

/** The handle of a running outbox loop. */
export interface OutboxLoop {
  /** Drains now (after the drain under way, if any). */
  wake(): void;
  /** Drains now and polls every `pollMs` until {@link OutboxLoop.stop}; the timer does not keep the process alive. */
  start(): void;
  /** Stops the timer and waits for the drain under way; later wakes do nothing. */
  stop(): Promise<void>;
}

/**
 * Starts nothing yet: makes the loop of one outbox worker (see the module's comment).
 * @param opts - its name, logger, poll interval (ms), look and drain.
 * @returns the loop's handle.
 */
export function createOutboxLoop(opts: OutboxLoopOptions): OutboxLoop {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function kick(poll: boolean): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let look = poll;
      do {
        again = false;
        try {
          if (!look || (await opts.anyDue())) await opts.drain();
        } catch (error) {
          opts.logger.error({ err: error }, `${opts.name}: drain failed`);
        }
        look = false; // a wake meanwhile drains at once
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    wake: () => kick(false),
    start() {
      if (stopped || timer) return;
      kick(false);
      timer = setInterval(() => kick(true), opts.pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
