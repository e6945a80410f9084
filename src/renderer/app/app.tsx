import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { followOpenPaths } from './open-paths';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => followOpenPaths(router), [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
