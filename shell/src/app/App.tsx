import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster, UiProvider } from '@chargemaroc/shared/ui';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // the server-rendered markup has been replaced: from now on the page responds
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <UiProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </UiProvider>
  );
}
