// Runs before the first paint (a classic script in the head, since the Content-Security-Policy
// allows no inline script): puts the theme this device chose, or else the system's, on <html>
// where Mantine's styles look for it, so the page never flashes the other theme. The key is
// COLOR_SCHEME_KEY in src/renderer/lib/device-storage.ts; the app takes over once it has loaded.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('velvet-color-scheme');
  } catch {
    // Storage can be switched off; the system's preference still applies.
  }
  var scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
