// @vitest-environment node
/** The server's logger (server/http/logger.ts): no statement data in logged errors. */
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it("logs a failed query's statement but never its parameters, also in the message, the stack and the cause", () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const cause = Object.assign(new Error('duplicate key'), { parameters: ['$argon2id$v=19$m=19456$rahasia', 'cut@contoh.id'] });
    const error = new DrizzleQueryError('insert into "users" values ($1, $2)', ['$argon2id$v=19$m=19456$rahasia', 'cut@contoh.id'], cause);
    logger.error({ err: error }, 'unhandled error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('insert into \\"users\\" values ($1, $2)');
    expect(lines[0]).not.toContain('rahasia');
    expect(lines[0]).not.toContain('cut@contoh.id');
  });
});
