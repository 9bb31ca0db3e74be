import { lazyRepository } from './lazy-repository';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyRepository (repositories loaded at their first call)', () => {
  it('loads once, at the first call, and passes arguments and answers through', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Halo, ${name}` }));
    const greeter = lazyRepository(load);
    expect(load).not.toHaveBeenCalled();
    expect(await greeter.greet('Cut')).toBe('Halo, Cut');
    expect(await greeter.greet('Teuku')).toBe('Halo, Teuku');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next call, and passes a method’s refusal on', async () => {
    let attempts = 0;
    const greeter = lazyRepository(async (): Promise<Greeter> => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk gagal dimuat');
      return { greet: async () => Promise.reject(new Error('ditolak')) };
    });
    await expect(greeter.greet('x')).rejects.toThrow('chunk gagal dimuat');
    await expect(greeter.greet('x')).rejects.toThrow('ditolak');
    expect(attempts).toBe(2);
  });

  it('lets a test spy on a method before it loaded', async () => {
    const greeter = lazyRepository(async (): Promise<Greeter> => ({ greet: async (name) => `Halo, ${name}` }));
    const spy = vi.spyOn(greeter, 'greet');
    expect(await greeter.greet('Cut')).toBe('Halo, Cut');
    expect(spy).toHaveBeenCalledWith('Cut');
    spy.mockResolvedValue('palsu');
    expect(await greeter.greet('Cut')).toBe('palsu');
  });

  it('keeps a method set on it (a test spy), and is no thenable', async () => {
    const greeter = lazyRepository(async (): Promise<Greeter> => ({ greet: async () => 'asli' }));
    greeter.greet = async () => 'pengganti';
    expect(await greeter.greet('x')).toBe('pengganti');
    expect(await Promise.resolve(greeter)).toBe(greeter);
  });
});
