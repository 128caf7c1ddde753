import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, wrapIndex } from '@/features/home/setup-steps';

describe('setup list arrows', () => {
  it('next moves forward and wraps from the ninth item to the first', () => {
    expect(nextIndex(0, 9)).toBe(1);
    expect(nextIndex(7, 9)).toBe(8);
    expect(nextIndex(8, 9)).toBe(0);
  });

  it('previous moves back and wraps from the first item to the ninth', () => {
    expect(previousIndex(5, 9)).toBe(4);
    expect(previousIndex(1, 9)).toBe(0);
    expect(previousIndex(0, 9)).toBe(8);
  });

  it('wraps steps larger than the list, in both directions', () => {
    expect(wrapIndex(3, 20, 9)).toBe(5);
    expect(wrapIndex(3, -20, 9)).toBe(1);
  });

  it('returns 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('always lands inside the list, and next undoes previous', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        fc.integer({ min: -200, max: 200 }),
        (count, i, step) => {
          const index = i % count;
          const moved = wrapIndex(index, step, count);
          expect(moved).toBeGreaterThanOrEqual(0);
          expect(moved).toBeLessThan(count);
          expect(nextIndex(previousIndex(index, count), count)).toBe(index);
        },
      ),
    );
  });

  it('going next count times returns to the start', () => {
    let index = 0;
    for (let i = 0; i < 9; i++) index = nextIndex(index, 9);
    expect(index).toBe(0);
  });
});
