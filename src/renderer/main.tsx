import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { platform } from './platform';

// The browser build keeps its shell offline; the desktop app loads its pages from its own files.
// Fetched after the page has loaded, so a visitor's first screen does not wait for it.
if (platform.kind === 'web' && import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => void import('./platform/service-worker').then((sw) => sw.registerServiceWorker()),
    { once: true },
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The first screen must know who is signed in, or it would flash the sign-in page.
void platform.ready().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
