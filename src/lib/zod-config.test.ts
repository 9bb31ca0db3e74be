import { config, z } from 'zod';
import english from 'zod/v4/locales/en.js';
import { disableZodEval, setIndonesianZodMessages } from './zod-config';
import { applyIndonesianZod } from '@/shared/zod-indonesian';

/** zod's settings object, put back as a plain property after a test replaced it with an accessor. */
const settings = config();

afterEach(() => {
  Object.defineProperty(globalThis, '__zod_globalConfig', { value: settings, writable: true, configurable: true, enumerable: true });
  config({ jitless: false, ...english() });
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

describe("zod's messages in Indonesian", () => {
  const message = () => z.object({ name: z.string() }).safeParse({ name: 1 }).error?.issues[0]?.message;

  it('the storefront: loads the id locale when zod reads its settings, and uses it from then on', async () => {
    expect(message()).toBe('Invalid input: expected string, received number');
    const load = vi.fn(() => import('zod/v4/locales/id.js'));
    const ready = setIndonesianZodMessages(load);
    // zod is loaded here already (it built schemas above): the locale is fetched at once.
    await ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(message()).toBe('Input tidak valid: diharapkan string, diterima number');
    z.string();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the storefront: before zod loads, fetches nothing until zod reads its settings', async () => {
    // As on a first load: no settings yet.
    Reflect.deleteProperty(globalThis, '__zod_globalConfig');
    const load = vi.fn(() => import('zod/v4/locales/id.js'));
    const ready = setIndonesianZodMessages(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    // zod loading: it reads (and adopts) the object there.
    const adopted = (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig;
    await ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(typeof adopted?.localeError).toBe('function');
  });

  it('the server and the e-mail function: applyIndonesianZod sets the id locale at once', () => {
    applyIndonesianZod();
    expect(message()).toBe('Input tidak valid: diharapkan string, diterima number');
  });
});
