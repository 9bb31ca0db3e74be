/** Reviews read in without an author account get one once, by the same snapshot's names, never later (decision 017). */
import { assignReviewAuthors } from './reviews';

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
