import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { platform } from './platform';

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
