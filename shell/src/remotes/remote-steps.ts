import { registerPlugins } from '@module-federation/enhanced/runtime';
import { nextTask } from '../early/next-task';

/**
 * The federation runtime loads a section's code as one chain of promises that starts when the
 * section's entry script has run: the section registers its shared modules, then the chunks of the
 * module asked for are found, checked against the page's shared modules and fetched, then the module
 * runs. Chained, the steps ran in the entry script's own task (its load event): 47-68 ms at 4x CPU
 * on every page, one of the page's longest. A task boundary between the steps lets the browser
 * paint and answer input in between; each step is unchanged.
 */
let registered = false;

export function loadRemotesInSteps(): void {
  if (registered) return;
  registered = true;
  registerPlugins([
    {
      name: 'chargemaroc-remote-steps',
      beforeInitRemote: () => nextTask(),
      beforeGetExpose: () => nextTask(),
      beforeExecuteFactory: () => nextTask(),
    },
  ]);
}
