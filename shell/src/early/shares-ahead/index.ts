/**
 * The shared modules the start-up needs, asked for a group at a time, each in a task of its own.
 * Crossing the federation boundary (`import('./bootstrap')`) makes the federation runtime find,
 * check and fetch every shared module the bootstrap's chunk names, all in the task that imports it:
 * at 4x CPU that task was the page's longest after its first paint. Each group below is a chunk of
 * its own that names some of those modules (`webpackMode: "eager"`, never called: nothing is
 * evaluated); importing it, one task after another, does that work for them ahead of the bootstrap,
 * which then finds them on their way.
 */
export const SHARES_AHEAD: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./react-dom'),
  () => import('./design-system-layout'),
  () => import('./design-system-provider'),
];
