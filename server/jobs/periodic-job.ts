/**
 * A job every server instance runs on a timer (the order deadlines, the image clean-up): now, then
 * every interval; a run still going when the next is due is not started twice in this process
 * (other instances may overlap: each job is written to be safe with that).
 */

/** The logger a periodic job reports to (pino's shape). */
export interface JobLogger {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/**
 * Runs `task` now and every `intervalMs` until stopped. A run's summary is logged as `<name>`
 * (info) when it did something; a failed run is logged as `<name> failed` and the next one tries
 * again. The timer does not keep the process alive.
 * @param name - the job's name in the log.
 * @param task - one run; resolves to what it did, or null when it did nothing.
 * @returns a function that stops the timer (the server's shutdown).
 */
export function startPeriodicJob(
  name: string,
  task: () => Promise<object | null>,
  logger: JobLogger,
  intervalMs: number,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await task();
      if (done) logger.info(done, name);
    } catch (error) {
      logger.error({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
