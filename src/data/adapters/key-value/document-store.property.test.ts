/**
 * Property-based tests of the document store's read-modify-write: under any interleaving
 * of concurrent transactions from two tabs (two stores over one driver and its lock), no increment
 * or append is lost, and a transaction that throws writes nothing.
 */
import fc from 'fast-check';
import { createMemoryDriver } from '@/testing/memory-driver';
import { DocumentStore } from './document-store';

interface Task {
  tab: 0 | 1;
  kind: 'increment' | 'append';
  yields: number;
  fails: boolean;
}
const taskArb: fc.Arbitrary<Task> = fc.record({
  tab: fc.constantFrom(0 as const, 1 as const),
  kind: fc.constantFrom('increment' as const, 'append' as const),
  yields: fc.nat(3),
  fails: fc.boolean(),
});

function twoTabs() {
  const driver = createMemoryDriver();
  return { driver, tabs: [new DocumentStore(driver), new DocumentStore(driver)] as const };
}

const adminCount = (store: DocumentStore) => store.read('allUnreadCounts').pembeli?.admin ?? 0;

describe('DocumentStore.transact (properties)', () => {
  it('random interleavings of increments and appends from two tabs lose nothing; failed tasks write nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(taskArb, { minLength: 1, maxLength: 12 }), async (s, tasks) => {
        const { tabs } = twoTabs();
        const runs = tasks.map((task, i) =>
          tabs[task.tab].transact(async (tx) => {
            if (task.kind === 'increment') {
              const counts = tx.get('allUnreadCounts');
              const admin = counts.pembeli?.admin ?? 0;
              for (let y = 0; y < task.yields; y++) await s.schedule(Promise.resolve(), `yield ${i}.${y}`);
              tx.set('allUnreadCounts', { ...counts, pembeli: { buyer: 0, admin: admin + 1 } });
            } else {
              const logs = tx.get('activityLogs');
              for (let y = 0; y < task.yields; y++) await s.schedule(Promise.resolve(), `yield ${i}.${y}`);
              tx.set('activityLogs', [...logs, { id: `T${i}`, timestamp: '', username: '', role: '', type: 'test', description: '' }]);
            }
            if (task.fails) throw new Error('gagal');
          }),
        );
        await s.waitFor(Promise.allSettled(runs));
        const done = tasks.map((task, i) => ({ ...task, i })).filter((task) => !task.fails);
        for (const tab of tabs) {
          expect(adminCount(tab)).toBe(done.filter((t) => t.kind === 'increment').length);
          expect(tab.read('activityLogs').map((l) => l.id)).toEqual(done.filter((t) => t.kind === 'append').map((t) => `T${t.i}`));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the same increments without the lock (read, wait, then write) do lose updates: the property can fail', async () => {
    const naive = fc.asyncProperty(fc.scheduler(), fc.integer({ min: 2, max: 5 }), async (s, n) => {
      const { tabs } = twoTabs();
      const runs = Array.from({ length: n }, async (_, i) => {
        const admin = adminCount(tabs[i % 2]!);
        await s.schedule(Promise.resolve(), `yield ${i}`);
        await tabs[i % 2]!.transact((tx) => tx.set('allUnreadCounts', { pembeli: { buyer: 0, admin: admin + 1 } }));
      });
      await s.waitFor(Promise.all(runs));
      expect(adminCount(tabs[0])).toBe(n);
    });
    const result = await fc.check(naive, { numRuns: 50 });
    expect(result.failed).toBe(true);
  });
});
