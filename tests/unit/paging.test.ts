import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, pageIndexOf, pageRange, toSkipTake } from '../../src/domain/paging.ts';

describe('paging', () => {
  it('turns a 1-based page into skip and take', () => {
    expect(toSkipTake(1, 10)).toEqual({ skip: 0, take: 10 });
    expect(toSkipTake(3, 50)).toEqual({ skip: 100, take: 50 });
    expect(() => toSkipTake(0, 10)).toThrow(RangeError);
    expect(() => toSkipTake(1, 0)).toThrow(RangeError);
  });

  it('gives page index = skip/take + 1 (spec 000 §4)', () => {
    expect(pageIndexOf(0, 10)).toBe(1);
    expect(pageIndexOf(10, 10)).toBe(2);
    expect(pageIndexOf(2000, 1000)).toBe(3);
    expect(pageIndexOf(15, 10)).toBe(2);
    for (const [index, size] of [
      [1, 10],
      [7, 50],
      [42, 1000],
    ] as const) {
      const { skip, take } = toSkipTake(index, size);
      expect(pageIndexOf(skip, take)).toBe(index);
    }
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5400, 1000)).toBe(6);
  });

  it('names the rows of a page', () => {
    expect(pageRange({ index: 1, pageSize: 10 }, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange({ index: 1, pageSize: 10 }, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange({ index: 3, pageSize: 10 }, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange({ index: 4, pageSize: 10 }, 25)).toEqual({ from: 0, to: 0 });
  });

  it('offers four page buttons around the current page (spec 000 §9)', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageButtons(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageButtons(1, 2)).toEqual([1, 2]);
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 0)).toEqual([1]);
    expect(pageButtons(99, 10)).toEqual([7, 8, 9, 10]);
    expect(pageButtons(3, 10, 5)).toEqual([2, 3, 4, 5, 6]);
  });
});
