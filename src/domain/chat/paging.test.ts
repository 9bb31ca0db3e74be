import type { ChatMessage } from '../core/records';
import { planOrThrow } from '../core/decision';
import { appendNewer, CHAT_PAGE_SIZE, chatPageFromRows, chatPageOf, checkChatPageRequest, type ChatPageQuery } from './paging';

const message = (n: number): ChatMessage => ({ id: `MSG${n}`, sender: 'buyer', text: `pesan ${n}`, timestamp: new Date(n * 1000).toISOString() });
const thread = Array.from({ length: 120 }, (_, n) => message(n));
const numbers = (messages: ChatMessage[]) => messages.map((m) => Number(m.id.slice(3)));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('checkChatPageRequest', () => {
  it('reads the newest page by default, with the page size capped at CHAT_PAGE_SIZE', () => {
    expect(planOrThrow(checkChatPageRequest())).toEqual({ from: 'newest', limit: CHAT_PAGE_SIZE });
    expect(planOrThrow(checkChatPageRequest({ limit: 10_000 })).limit).toBe(CHAT_PAGE_SIZE);
    expect(planOrThrow(checkChatPageRequest({ limit: 0 })).limit).toBe(1);
    expect(planOrThrow(checkChatPageRequest({ before: 'MSG1' }))).toEqual({ from: 'before', cursor: 'MSG1', limit: CHAT_PAGE_SIZE });
    expect(planOrThrow(checkChatPageRequest({ after: 'MSG1', limit: 5 }))).toEqual({ from: 'after', cursor: 'MSG1', limit: 5 });
  });

  it.each([
    { before: '' },
    { before: 'MSG 1' },
    { after: 'MSG1\u0000' },
    { after: 'x'.repeat(65) },
    { before: 'MSG1', after: 'MSG2' },
    { limit: 1.5 },
    { limit: Number.NaN },
    { before: 42 as unknown as string },
  ])('refuses %j with CHAT_CURSOR_INVALID', (request) => {
    const decision = checkChatPageRequest(request);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.refusal.code).toBe('CHAT_CURSOR_INVALID');
  });
});

describe('chatPageOf (a whole thread)', () => {
  const page = (query: ChatPageQuery) => planOrThrow(chatPageOf(thread, query));

  it('pages 120 messages as 50 + 50 + 20 from the newest, oldest first in each page', () => {
    const newest = page({ from: 'newest', limit: 50 });
    expect(numbers(newest.messages)).toEqual(range(70, 120));
    expect(newest).toMatchObject({ hasOlder: true, hasNewer: false });
    const second = page({ from: 'before', cursor: 'MSG70', limit: 50 });
    expect(numbers(second.messages)).toEqual(range(20, 70));
    const third = page({ from: 'before', cursor: 'MSG20', limit: 50 });
    expect(numbers(third.messages)).toEqual(range(0, 20));
    expect(third).toMatchObject({ hasOlder: false, hasNewer: true });
  });

  it('reads what came after a message, a page at most', () => {
    expect(page({ from: 'after', cursor: 'MSG117', limit: 50 })).toEqual({ messages: [thread[118], thread[119]], hasOlder: true, hasNewer: false });
    expect(page({ from: 'after', cursor: 'MSG0', limit: 50 })).toMatchObject({ hasNewer: true });
    expect(page({ from: 'after', cursor: 'MSG119', limit: 50 }).messages).toEqual([]);
  });

  it('answers an empty thread with an empty page and refuses a cursor it does not hold', () => {
    expect(planOrThrow(chatPageOf([], { from: 'newest', limit: 50 }))).toEqual({ messages: [], hasOlder: false, hasNewer: false });
    const refused = chatPageOf(thread, { from: 'before', cursor: 'MSG999', limit: 50 });
    expect(refused.ok).toBe(false);
  });
});

describe('chatPageFromRows (the server reads limit + 1 rows from the cursor outwards)', () => {
  it('keeps the page, oldest first, and tells whether more lie beyond', () => {
    const newestFirst = thread.slice(69).reverse(); // 51 rows
    const page = chatPageFromRows(newestFirst, { from: 'newest', limit: 50 });
    expect(numbers(page.messages)).toEqual(range(70, 120));
    expect(page).toMatchObject({ hasOlder: true, hasNewer: false });
    expect(chatPageFromRows(thread.slice(0, 20).reverse(), { from: 'before', cursor: 'MSG20', limit: 50 })).toMatchObject({ hasOlder: false, hasNewer: true });
    const after = chatPageFromRows(thread.slice(118), { from: 'after', cursor: 'MSG117', limit: 50 });
    expect(numbers(after.messages)).toEqual([118, 119]);
    expect(after.hasNewer).toBe(false);
  });
});

describe('appendNewer', () => {
  it('adds the newer messages once, after the loaded ones', () => {
    expect(numbers(appendNewer(thread.slice(0, 3), [thread[2]!, thread[3]!]))).toEqual([0, 1, 2, 3]);
  });
});
