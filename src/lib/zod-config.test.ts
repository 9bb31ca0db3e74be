import { config, z } from 'zod';
import { disableZodEval } from './zod-config';

afterEach(() => {
  config({ jitless: false });
});

describe('disableZodEval', () => {
  it('sets the jitless flag that zod reads, and zod still checks objects', () => {
    expect(config().jitless).not.toBe(true);
    disableZodEval();
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Kopi' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
