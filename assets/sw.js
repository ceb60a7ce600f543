// The service worker: the whole site from the cache, online or not.
//
// The build (scripts/site-build.mjs) writes dist/sw.js as two lines of data
// followed by this file:
//   const RELEASE = '<id>';   // a hash of FILES and of every file's bytes
//   const FILES = [...];      // every file of the release, paths relative
//                             // to this worker (hashed names from Trunk)
// A release lives in its own cache, named by RELEASE. Installing a release
// fetches every file into a new cache (all or nothing: a failed fetch fails
// the install, the half-filled cache is deleted and the old release stays;
// a host's redirect, e.g. `page.html` to `page`, is stored as the page
// itself, since a redirected response cannot answer a navigation);
// activating it deletes every other
// cache; and a request is answered only from the current cache, so a page
// never mixes files of two releases. The browser installs a new release
// when sw.js changes (on a visit, it fetches sw.js past any HTTP cache);
// the worker takes over at once (skipWaiting), so the next visit, or the
// next page opened, shows the new release.
'use strict';

const CACHE = 'fox-and-xo-' + RELEASE;
const SCOPE = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(FILES.map((file) => fetchForCache(SCOPE + file)))
      .then((responses) =>
        caches.open(CACHE).then((cache) => Promise.all(responses.map((response, i) => cache.put(SCOPE + FILES[i], response)))),
      )
      .catch((error) => caches.delete(CACHE).then(() => Promise.reject(error)))
      .then(() => self.skipWaiting()),
  );
});

/** One file of the release, from the network past any HTTP cache. */
function fetchForCache(url) {
  return fetch(new Request(url, { cache: 'reload' })).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (!response.redirected) return response;
    return response.blob().then(
      (body) => new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }),
    );
  });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The cached file a request asks for: a page with any query and fragment
 *  is its HTML file, and the scope itself (`/games/`) is index.html. */
function cachedUrl(request) {
  const url = new URL(request.url);
  if (!url.href.startsWith(SCOPE)) return null;
  let path = url.pathname.slice(new URL(SCOPE).pathname.length);
  if (request.mode === 'navigate') {
    if (path === '' || path.endsWith('/')) path += 'index.html';
    return SCOPE + path;
  }
  return url.origin + url.pathname + url.search;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = cachedUrl(request);
  if (url === null) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url))
      .then((cached) => cached || fetch(request)),
  );
});
