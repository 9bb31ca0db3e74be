import {
  CHAT_THREADS_PAGE_SIZE,
  checkChatThreadPageRequest,
  mergeFirstThreadPage,
  threadPageOf,
  type ChatThreadPage,
} from './thread-paging';
import type { ChatThreadSummary } from '../port/port';

const summary = (buyerId: string, lastId = `M-${buyerId}`): ChatThreadSummary => ({
  buyerId,
  buyer: buyerId,
  lastMessage: { id: lastId, sender: 'buyer', text: 'x', timestamp: '2025-01-01T00:00:00.000Z' },
  unread: 0,
});
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    summary: summary(`B${i}`),
    place: { activity: i, buyerId: `B${i}` },
  }));

describe('checkChatThreadPageRequest', () => {
  it('clamps the limit and reads a cursor', () => {
    expect(checkChatThreadPageRequest()).toEqual({
      ok: true,
      plan: { after: null, limit: CHAT_THREADS_PAGE_SIZE },
    });
    expect(checkChatThreadPageRequest({ limit: 1000 })).toMatchObject({
      plan: { limit: CHAT_THREADS_PAGE_SIZE },
    });
    expect(checkChatThreadPageRequest({ after: '12:USR-1' })).toMatchObject({
      plan: { after: { activity: 12, buyerId: 'USR-1' } },
    });
  });

  it.each([
    '',
    '12',
    ':USR',
    'x:USR',
    '12:',
    '12:a b',
    `1:${'a'.repeat(65)}`,
    '12345678901234567:USR',
  ])('refuses the cursor %j', (after) => {
    expect(checkChatThreadPageRequest({ after })).toMatchObject({
      ok: false,
      refusal: { code: 'CHAT_THREAD_CURSOR_INVALID' },
    });
  });

  it('refuses a limit that is no whole number', () => {
    expect(checkChatThreadPageRequest({ limit: 1.5 })).toMatchObject({ ok: false });
  });
});

describe('threadPageOf', () => {
  it('reads 70 threads as 30 + 30 + 10, newest activity first', () => {
    const all = rows(70);
    const seen: string[] = [];
    let after: string | undefined;
    const sizes: number[] = [];
    do {
      const query = checkChatThreadPageRequest({ after });
      if (!query.ok) throw query.refusal;
      const page = threadPageOf(all, query.plan);
      sizes.push(page.threads.length);
      seen.push(...page.threads.map((t) => t.buyerId));
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(sizes).toEqual([30, 30, 10]);
    expect(seen).toEqual(all.map((r) => r.summary.buyerId).reverse());
  });

  it('orders equal activity by key, so a cursor between them is exact', () => {
    const tied = ['A', 'C', 'B'].map((id) => ({
      summary: summary(id),
      place: { activity: 5, buyerId: id },
    }));
    const first = threadPageOf(tied, { after: null, limit: 1 });
    expect(first.threads.map((t) => t.buyerId)).toEqual(['C']);
    expect(
      threadPageOf(tied, { after: { activity: 5, buyerId: 'C' }, limit: 5 }).threads.map(
        (t) => t.buyerId,
      ),
    ).toEqual(['B', 'A']);
  });
});

describe('mergeFirstThreadPage', () => {
  const page = (
    ids: string[],
    nextCursor: string | null,
    last: Record<string, string> = {},
  ): ChatThreadPage => ({
    threads: ids.map((id) => summary(id, last[id])),
    nextCursor,
  });

  it('puts a thread that moved up first, once, and keeps the threads it pushed down', () => {
    const loaded = [page(['A', 'B', 'C'], '3:C'), page(['D', 'E'], '1:E')];
    const merged = mergeFirstThreadPage(loaded, page(['E', 'A', 'B'], '4:B', { E: 'M-new' }));
    expect(merged!.flatMap((p) => p.threads.map((t) => t.buyerId))).toEqual([
      'E',
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(merged!.map((p) => p.nextCursor)).toEqual(['3:C', '1:E']);
    expect(merged![0]!.threads[0]!.lastMessage!.id).toBe('M-new');
  });

  it('asks for every page again when the fresh page may leave a gap', () => {
    const loaded = [page(['A', 'B'], '3:B'), page(['C'], null)];
    expect(mergeFirstThreadPage(loaded, page(['X', 'Y'], '9:Y'))).toBeNull();
    // The same thread with a newer last message is no join either.
    expect(
      mergeFirstThreadPage(loaded, page(['A', 'B'], '9:B', { A: 'M-2', B: 'M-3' })),
    ).toBeNull();
  });

  it('keeps the fresh page alone when it holds every thread', () => {
    expect(
      mergeFirstThreadPage([page(['A'], '1:A'), page(['B'], null)], page(['B', 'A'], null)),
    ).toEqual([page(['B', 'A'], null)]);
  });
});
