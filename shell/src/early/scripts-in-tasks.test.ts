import { afterEach, describe, expect, it, vi } from 'vitest';
import { addScriptsInTasks, type LoadScript } from './scripts-in-tasks';

describe("the chunks' scripts", () => {
  afterEach(() => vi.restoreAllMocks());

  it('are added one per task, after the task that asked for them, each with what it was asked with', () => {
    const tasks: Array<() => void> = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(callback);
      return 0;
    }) as unknown as typeof setTimeout);
    const added: unknown[][] = [];
    const runtime: { l?: LoadScript } = { l: (...args) => void added.push(args) };
    addScriptsInTasks(runtime);
    const done = () => undefined;
    runtime.l?.('/static/js/1.js', done, 'chunk-1', 1);
    runtime.l?.('/static/js/2.js', done, 'chunk-2', 2);
    expect(added).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(added).toEqual([['/static/js/1.js', done, 'chunk-1', 1]]);
    tasks[1]!();
    expect(added).toEqual([
      ['/static/js/1.js', done, 'chunk-1', 1],
      ['/static/js/2.js', done, 'chunk-2', 2],
    ]);
  });

  it('leave a runtime that loads no script as it is', () => {
    const runtime: { l?: LoadScript } = {};
    addScriptsInTasks(runtime);
    expect(runtime.l).toBeUndefined();
  });
});
