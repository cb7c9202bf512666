import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster, UiProvider } from '@chargemaroc/shared/ui';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <UiProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </UiProvider>
  );
}
