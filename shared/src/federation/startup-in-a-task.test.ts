import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startupInATask } from '../../build/startup-in-a-task-plugin.mjs';

/** The end of the host's minified entry chunk: the federation runtime's wrapper, then the start-up call. */
const bundle = [
  '(()=>{var h={};h.x=()=>{started.push("entry")};',
  'var i=h.x;h.x=function(){started.push("federation runtime");return i()},h.x()})();',
  '//# sourceMappingURL=main.0123abcd.js.map',
].join('\n');

describe("the host's start-up", () => {
  it('runs in a task after the evaluation of its first script, not at its end', () => {
    const started: string[] = [];
    const tasks: Array<() => void> = [];
    const setTimeout = (callback: () => void) => void tasks.push(callback);
    runInNewContext(startupInATask(bundle), { started, setTimeout });
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(started).toEqual(['federation runtime', 'entry']);
  });

  it('keeps the source map comment', () => {
    expect(startupInATask(bundle)).toMatch(
      /setTimeout\(h\.x,0\)\}\)\(\);\n\/\/# sourceMappingURL=main\.0123abcd\.js\.map$/,
    );
  });

  it('stops the build on an entry chunk that does not end with its start-up call', () => {
    expect(() => startupInATask('(()=>{var h={};h.x=()=>{};})();')).toThrow(/start-up call/);
  });
});
