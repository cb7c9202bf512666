import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are as many as the window or fewer', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the window around the current page', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(15, 30, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(30, 30, 10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('clamps a page beyond the end and shows nothing without pages', () => {
    expect(pageWindow(40, 7, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
