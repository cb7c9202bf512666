// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenInteractiveOrUsed } from './first-intent';
import { markInteractive } from './page-interactive';

afterEach(() => {
  delete document.documentElement.dataset.interactive;
});

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('whenInteractiveOrUsed', () => {
  it('runs at the visitor’s first tap before the page responds, and once only', async () => {
    const then = vi.fn();
    whenInteractiveOrUsed(then);
    expect(then).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    markInteractive();
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs when the page responds if the visitor did nothing before', async () => {
    const then = vi.fn();
    whenInteractiveOrUsed(then);
    markInteractive();
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page that responds already', () => {
    markInteractive();
    const then = vi.fn();
    whenInteractiveOrUsed(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
