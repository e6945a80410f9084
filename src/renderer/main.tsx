// First: the screens' code must find the page's inlined stylesheets named when it loads.
import './styles/inlined-stylesheets';
import './styles/first-screen.css';
// The theme's CSS variables, written at build time (web/theme-variables-css.ts).
import 'virtual:velvet-theme-variables.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstScreen } from './app/first-screen';
import { firstScreenComplete } from './app/first-screen-complete';
import { queryClient } from './app/query-client';
import { routes } from './app/router';
import { holdIdleWorkUntil, whenIdle } from './lib/later-code';
import { refreshOnWindowFocus } from './lib/live/focus-refresh';
import { startLiveUpdates } from './lib/live/live-updates';
import { platform } from './platform';
import { laterStylesApplied } from './styles/later-styles';

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
// The first screen must know who is signed in, or it would flash the sign-in page, and has its
// code, or a loader would replace the frame the page's HTML painted.
// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first screen, so a slow phone stays responsive to taps instead of freezing until it ends.
void platform
  .ready()
  .then(() => loadFirstScreen(routes, window.location.pathname))
  .then(() => {
    holdIdleWorkUntil(firstScreenComplete(queryClient));
    // The partner's moves reach this screen as they happen (docs/live-updates.md). A browser
    // opens its stream once the first screen is painted, so it never delays that screen; the
    // server then replays the last moments' changes. The desktop app's stream is main's.
    refreshOnWindowFocus();
    const followPartner = () => startLiveUpdates(queryClient, platform);
    if (platform.kind === 'web') whenIdle(followPartner);
    else followPartner();
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    // The rest of the styles, once the first screen has painted, so the next screen, menu or
    // dialog shows without waiting for them.
    whenIdle(() => void laterStylesApplied());
  });
