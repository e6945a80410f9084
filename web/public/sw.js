// Velvet's service worker: the app shell offline, and nothing else.
//
// What it caches (docs/installable-app.md):
// - the app shell (index.html, its theme script, the manifest and its icons), fetched when it
//   installs; index.html is refreshed by every navigation made online;
// - content-hashed build files under /assets/, the first time the page uses them (a hashed name
//   never changes content, so a cached copy never goes stale);
// - never anything under /api/: those requests are not even looked at, they go to the network
//   exactly as the page sent them, so no answer of the API is ever stored on the device.

const SHELL_CACHE = 'velvet-shell-v1';
const SHELL_URL = '/index.html';
const SHELL_FILES = [
  SHELL_URL,
  '/color-scheme.js',
  '/manifest.webmanifest',
  '/icon-192.png',
  '/icon-512.png',
];
/** Old builds' assets are dropped, oldest first, once the cache holds more than this. */
const MAX_ASSETS = 80;

const isApi = (pathname) => /^\/api(?:\/|$)/i.test(pathname);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'no-cache' }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A full 200 from this origin: anything else (errors, redirects, ranges) is not kept. */
const isKeepable = (response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected;

async function trimAssets(cache) {
  const assets = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith('/assets/'),
  );
  await Promise.all(
    assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((r) => cache.delete(r)),
  );
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    const isShell = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (isKeepable(response) && isShell) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function hashedAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isKeepable(response)) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

async function shellFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;

  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(shellFile(request));
});
