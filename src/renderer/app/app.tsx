import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { followOpenPaths } from './open-paths';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Shows the in-app paths the platform asks for (./open-paths.ts). */
function OpenPaths() {
  const navigate = useNavigate();
  useEffect(() => followOpenPaths(navigate), [navigate]);
  return null;
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <AppRoutes />
    </ScreenErrorBoundary>
  );
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <OpenPaths />
        <Screens />
      </BrowserRouter>
    </AppProvider>
  );
}
