import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboxLoop, type OutboxLoop } from './outbox-loop';

/** A drain that waits until released, counting its runs. */
function gatedDrain() {
  let release: () => void = () => {};
  let runs = 0;
  const drain = vi.fn(async () => {
    runs += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return { drain, release: () => release(), runs: () => runs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createOutboxLoop', () => {
  let loop: OutboxLoop | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await loop?.stop();
  });

  it('drains once more when woken during a drain, never two at once', async () => {
    const gate = gatedDrain();
    loop = createOutboxLoop({ name: 't', logger: { error: vi.fn() }, pollMs: 60_000, anyDue: async () => true, drain: gate.drain });
    loop.wake();
    await flush();
    loop.wake();
    loop.wake();
    await flush();
    expect(gate.runs()).toBe(1);
    gate.release();
    await flush();
    await flush();
    expect(gate.runs()).toBe(2);
    gate.release();
    await flush();
    expect(gate.runs()).toBe(2);
  });

  it('a poll drains only when its look finds something due', async () => {
    vi.useFakeTimers();
    const drain = vi.fn(async () => {});
    let due = false;
    const anyDue = vi.fn(async () => due);
    loop = createOutboxLoop({ name: 't', logger: { error: vi.fn() }, pollMs: 1000, anyDue, drain });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(1); // the start drains without looking
    await vi.advanceTimersByTimeAsync(1000);
    expect(anyDue).toHaveBeenCalledTimes(1);
    expect(drain).toHaveBeenCalledTimes(1);
    due = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it('logs a failed drain under its name and drains again at the next wake', async () => {
    const error = vi.fn();
    const drain = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    loop = createOutboxLoop({ name: 'push outbox', logger: { error }, pollMs: 60_000, anyDue: async () => true, drain });
    loop.wake();
    await flush();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'push outbox: drain failed');
    loop.wake();
    await flush();
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the drain under way, and later wakes do nothing', async () => {
    const gate = gatedDrain();
    loop = createOutboxLoop({ name: 't', logger: { error: vi.fn() }, pollMs: 60_000, anyDue: async () => true, drain: gate.drain });
    loop.wake();
    await flush();
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false);
    gate.release();
    await stopping;
    expect(stopped).toBe(true);
    loop.wake();
    await flush();
    expect(gate.runs()).toBe(1);
  });
});
