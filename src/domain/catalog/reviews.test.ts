/** Reviews read in without an author account get one once, by the same snapshot's names, never later (decision 017). */
import { activityMessages } from '@/shared/messages-activity';
import { planOrThrow } from '../core/decision';
import { planLogEntry } from '../core/effects';
import { assignReviewAuthors, decideSaveReview } from './reviews';

describe('assignReviewAuthors', () => {
  const review = (id: string, author: string, authorId?: string | null) => ({
    id,
    productId: 1,
    author,
    ...(authorId !== undefined ? { authorId } : {}),
    createdAt: '2025-01-01T00:00:00.000Z',
  });

  it("gives a review of before the rule its name's account in the snapshot, else nobody's for good", () => {
    const read = assignReviewAuthors([review('R1', 'pembeli'), review('R2', 'hilang')], [{ id: 'USR002', username: 'pembeli' }]);
    expect(read).toEqual([review('R1', 'pembeli', 'USR002'), review('R2', 'hilang', null)]);
  });

  it('never matches a name again: a later account of that name gets nothing, and nothing changes', () => {
    const reviews = [review('R2', 'hilang', null), review('R3', 'tamu', 'USR003')];
    expect(assignReviewAuthors(reviews, [{ id: 'USR099', username: 'hilang' }])).toBe(reviews);
  });
});

describe('decideSaveReview', () => {
  const author = { id: 'USR002', username: 'pembeli' };
  const now = new Date('2026-11-29T03:00:00.000Z');
  const details = { productId: 3, rating: 4, text: 'Harum dan segar' };

  it('plans a new review under the account, logged addReview, and draws an id only then', () => {
    let ids = 0;
    const decision = decideSaveReview({ author, review: details, productExists: true, existing: undefined, now, newReviewId: () => `REV${++ids}` });
    const review = { id: 'REV1', productId: 3, author: 'pembeli', authorId: 'USR002', rating: 4, text: 'Harum dan segar', createdAt: now.toISOString() };
    expect(decision).toEqual({
      ok: true,
      plan: {
        effects: [
          { kind: 'saveReview', review, replaces: null },
          { kind: 'log', entry: { type: 'addReview', description: activityMessages.addReview(3), details: { productId: 3, rating: 4 } } },
        ],
        review,
      },
    });
    expect(ids).toBe(1);
  });

  it("plans an edit over the author's review: its id and date kept, updatedAt now, logged editReview", () => {
    const existing = { id: 'REV7', productId: 3, author: 'lama', authorId: 'USR002', rating: 1, text: 'x', createdAt: '2026-01-01T00:00:00.000Z' };
    const decision = decideSaveReview({ author, review: details, productExists: true, existing, now, newReviewId: () => 'REV-NEW' });
    const plan = planOrThrow(decision);
    expect(plan.effects[0]).toEqual({ kind: 'saveReview', review: { ...existing, author: 'pembeli', rating: 4, text: 'Harum dan segar', updatedAt: now.toISOString() }, replaces: 'REV7' });
    expect(planLogEntry(plan)?.type).toBe('editReview');
  });

  it('refuses a product the catalogue does not have, planning nothing', () => {
    const decision = decideSaveReview({ author, review: details, productExists: false, existing: undefined, now, newReviewId: () => 'REV1' });
    expect(!decision.ok && decision.refusal.code).toBe('NOT_FOUND');
  });
});
