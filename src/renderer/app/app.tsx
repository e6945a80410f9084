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

/** The app inside whichever router holds the address: the browser's, or a test's in memory. */
export function AppScreens() {
  return (
    <>
      <OpenPaths />
      <Screens />
    </>
  );
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppScreens />
      </BrowserRouter>
    </AppProvider>
  );
}
