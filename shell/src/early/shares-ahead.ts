/**
 * The shared modules the start-up needs first, asked for one per task before the bootstrap.
 * Crossing the federation boundary (`import('./bootstrap')`) makes the federation runtime find,
 * check and fetch every shared module the bootstrap's chunk names, all in the task that imports it:
 * at 4x CPU that task was the page's longest after its first paint. Asked for here
 * (`loadShare`, which evaluates nothing), each is on its way when the bootstrap's chunk names it,
 * and the runtime's work for the page is cut in tasks: the heaviest first, one at a time.
 */
export const SHARES_AHEAD = [
  'react-dom/client',
  '@chargemaroc/shared/ui/layout',
  '@chargemaroc/shared/ui/provider',
] as const;
