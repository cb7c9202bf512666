import { keepEarlyEvents } from './early/early-events';
import { whenInteractive } from './early/page-interactive';
import { loadShare } from '@module-federation/enhanced/runtime';
import { nextTask } from './early/next-task';
import { SHARES_AHEAD } from './early/shares-ahead';
import { addScriptsInTasks, type LoadScript } from './early/scripts-in-tasks';

declare const __webpack_require__: { l?: LoadScript };

// what a visitor does to a region before it hydrates, done once it has (see decision 027)
keepEarlyEvents();
// the chunks' scripts, each added in a task of its own (./early/scripts-in-tasks)
addScriptsInTasks(__webpack_require__);
// installable and readable offline: the service worker registers once the page responds (decision 026)
whenInteractive(() => void import(/* webpackChunkName: "offline-support" */ './offline/offline-support'));

// The async boundary federation needs before shared modules are used. It is crossed once the browser
// has painted the served page: the page's code is then fetched and run after its first paint, never
// before it (on a fast network the scripts could otherwise arrive, and run, before anything is shown).
let started = false;
async function start() {
  if (started) return;
  started = true;
  // the federation runtime's work for the shared modules, one per task (./early/shares-ahead)
  for (const name of SHARES_AHEAD) {
    void loadShare(name);
    await nextTask();
  }
  void import('./bootstrap');
}
requestAnimationFrame(() => setTimeout(() => void start(), 0));
// a tab opened in the background paints nothing, and runs no animation frame, until it is shown
setTimeout(() => void start(), 500);
