import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readServerRenderedPage } from '@chargemaroc/shared/data/page-data';
import { App } from './app/App';
import { readTypedValues, restoreTypedValues } from './app/typed-values';
import { pageLoad } from './remotes/page-loads';
import { loadRemotes } from './remotes/remotes-context';
import { isRemoteName } from './remotes/remote-names';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
const root = createRoot(container);
const render = () => {
  const typed = readTypedValues(container);
  root.render(
    <StrictMode>
      <App onTakeOver={() => restoreTypedValues(container, typed)} />
    </StrictMode>,
  );
};

// A server-rendered page stays on screen until its section's code is here, so the first render
// replaces it with the same page rather than a loading state.
const rendered = readServerRenderedPage();
void loadRemotes();
if (rendered && isRemoteName(rendered.remote)) {
  pageLoad(rendered.remote, rendered.module).then(render, render);
} else {
  render();
}

export { sectionSharedModules } from './remotes/provided-shared';
