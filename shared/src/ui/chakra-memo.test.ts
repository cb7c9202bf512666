import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const { SOURCE } = require('../../build/chakra-memo-loader.cjs') as { SOURCE: string };
type Memo = <F extends (...args: never[]) => unknown>(fn: F) => F;

async function loadMemo(): Promise<Memo> {
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(SOURCE)}`)) as {
    memo: Memo;
  };
  return module.memo;
}

describe("the design system's memo, as the browser builds have it", () => {
  it('answers equal arguments from its cache, whatever the order of their keys', async () => {
    const memo = await loadMemo();
    const css = vi.fn((styles: object) => ({ ...styles }));
    const cached = memo(css);
    const first = cached({ color: 'red', px: '2', _hover: { bg: ['a', 'b'] } });
    expect(cached({ _hover: { bg: ['a', 'b'] }, px: '2', color: 'red' })).toBe(first);
    expect(css).toHaveBeenCalledTimes(1);
    cached({ color: 'red', px: '3', _hover: { bg: ['a', 'b'] } });
    expect(css, 'a different value is a different entry').toHaveBeenCalledTimes(2);
  });

  it('never takes a string for a number, null or another type, alone or among arguments', async () => {
    const memo = await loadMemo();
    const describeArgs = memo((...args: unknown[]) =>
      args.map((arg) => `${typeof arg}:${String(arg)}`).join(),
    );
    expect(describeArgs('1')).toBe('string:1');
    expect(describeArgs(1)).toBe('number:1');
    expect(describeArgs('null')).toBe('string:null');
    expect(describeArgs(null)).toBe('object:null');
    expect(describeArgs('color', '1')).toBe('string:color,string:1');
    expect(describeArgs('color', 1)).toBe('string:color,number:1');
    expect(describeArgs(['a,b'])).toBe('object:a,b');
    expect(describeArgs(['a', 'b'])).toBe('object:a,b');
  });

  it('keeps at most a thousand entries, dropping the oldest, and calls the function with its this', async () => {
    const memo = await loadMemo();
    const square = vi.fn(function (this: { offset: number }, value: number) {
      return value * value + this.offset;
    });
    const cached = memo(square);
    const context = { offset: 1, cached };
    for (let value = 0; value <= 1000; value += 1) context.cached(value);
    expect(context.cached(1000)).toBe(1_000_001);
    expect(square).toHaveBeenCalledTimes(1001);
    context.cached(0);
    expect(square, 'the oldest entry was dropped').toHaveBeenCalledTimes(1002);
  });
});
