/**
 * The server's logger: pino with JSON lines, whose error serializer keeps what a statement's
 * values were out of the logs (docs/server.md "Logs"). Drizzle's query errors carry the
 * statement's parameters — argon2id hashes, e-mail and street addresses — in `params`, and again
 * in their message (`Failed query: …\nparams: …`); postgres.js errors carry them in `parameters`.
 */
import pino, { type Logger } from 'pino';

/** Properties of an error (or of its causes) whose values are a statement's data. */
const DATA_PROPERTIES = ['params', 'parameters'] as const;

/**
 * An error as pino's standard serializer writes it, with every statement's data removed: the
 * `params`/`parameters` properties of the error and its causes, and the `params:` part of a
 * message. The statement's text stays (it holds placeholders, not values).
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return scrub(serialized);
}

function scrub(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const record = { ...(value as Record<string, unknown>) };
  for (const key of DATA_PROPERTIES) if (key in record) record[key] = '[removed]';
  for (const key of ['message', 'stack'] as const) {
    if (typeof record[key] === 'string') record[key] = (record[key] as string).replace(/\nparams: [^\n]*/g, '\nparams: [removed]');
  }
  if (record.cause) record.cause = scrub(record.cause);
  return record;
}

/**
 * Creates the server's logger.
 * @param level - a pino level (`info`, `warn`, …).
 * @param destination - where lines go (tests pass a stream); standard output by default.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, serializers: { err: serializeError } }, destination);
}
