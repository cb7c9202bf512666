import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster, UiProvider } from '@chargemaroc/shared/ui';
import { createAppRouter } from './router';

/** `onTakeOver` runs once the server-rendered markup has been replaced by the app's. */
export function App({ onTakeOver }: { onTakeOver?: () => void }) {
  const [router] = useState(createAppRouter);
  const [takeOver] = useState(() => onTakeOver);
  useEffect(() => {
    takeOver?.();
    // from now on the page responds
    document.documentElement.dataset.interactive = 'true';
  }, [takeOver]);
  return (
    <UiProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </UiProvider>
  );
}
