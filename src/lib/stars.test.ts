import { roundToHalfStar, starFills } from './stars';

describe('stars of a rating, rounded to the nearest half', () => {
  it.each([
    [4.5, 4.5],
    [4.24, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [1, 1],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('rounds %s to %s', (value, rounded) => {
    expect(roundToHalfStar(value, 5)).toBe(rounded);
  });

  it('draws a 4,5 as four full stars and a half one', () => {
    expect(starFills(4.5, 5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.3, 5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2, 5)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0.5, 5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5, 5)).toEqual(Array(5).fill('full'));
  });
});
