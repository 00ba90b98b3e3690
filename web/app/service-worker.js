// The pages and assets, kept on the device so a page once visited opens
// again when the hall's network or the service is down. The service
// serves this file at `/service-worker.js` (a worker controls only the
// paths below its own) with `self.wortwertOffline` written before it:
// this release's fingerprint and what to keep.
//
// What is kept: the pages and the rulesets (the service's answer on every
// visit while it answers; the kept copy only when it does not, so a sheet
// can be drawn and keeps what was typed) and this release's assets (under
// their fingerprinted paths, so they never change). What is never kept:
// anything the service judges or counts — verdicts, scores, solutions,
// versions. Those requests are not touched here, so a page never shows a
// result from a cache for another input; without the service it says so.
//
// Where the service requires an access key (`auth.mode = "keys"`), the
// rulesets are the service's to refuse until the page sends its key: the
// install keeps the pages and assets and leaves the rulesets to the first
// visit that sends a key, and a refusal is never kept. The worker itself
// never adds a key to a request and never keeps one: it passes the page's
// requests on as they are, and keeps answers under their address alone
// (no request's headers go into the cache).

/**
 * The parts of the worker's scope this file uses (the DOM library the app
 * is checked against has no worker types).
 * @typedef {object} WorkerScope
 * @property {{ fingerprint: string, pages: string[], assets: string[] }} wortwertOffline
 * @property {{ claim(): Promise<void> }} clients
 * @property {() => Promise<void>} skipWaiting
 * @property {(type: string, listener: (event: any) => void) => void} addEventListener
 */

/**
 * @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} LifecycleEvent
 * @typedef {LifecycleEvent & { request: Request, respondWith(response: Promise<Response>): void }} FetchRequestEvent
 */

const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const { fingerprint, pages, assets } = scope.wortwertOffline;

/** One cache per release: a new release's worker keeps its own files and drops the old ones. */
const CACHE = `wortwert-${fingerprint}`;

scope.addEventListener('install', (/** @type {LifecycleEvent} */ event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: the files as the service serves them now, not a copy the
      // browser's HTTP cache holds.
      await cache.addAll([...pages, ...assets].map((url) => new Request(url, { cache: 'reload' })));
      await keepRulesets(cache);
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (/** @type {LifecycleEvent} */ event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('wortwert-') && name !== CACHE) await caches.delete(name);
      }
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('fetch', (/** @type {FetchRequestEvent} */ event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (url.pathname.startsWith(`/app/${fingerprint}/`)) {
    event.respondWith(keptFirst(request));
  } else if (request.mode === 'navigate' && pages.includes(pageKey(url))) {
    event.respondWith(serviceFirst(request, pageKey(url)));
  } else if (url.pathname === '/v1/rulesets' || url.pathname.startsWith('/v1/rulesets/')) {
    event.respondWith(serviceFirst(request, url.pathname));
  }
  // Everything else (the API above all) goes to the service as if there
  // were no worker.
});

/**
 * The rulesets the service offers now, each kept under its path, so a
 * sheet opened without the service can draw its board and fill in what
 * was typed. A service that does not answer, or refuses (it requires a
 * key, which only the page sends), leaves them to the next visit; the
 * install succeeds all the same.
 * @param {Cache} cache
 */
async function keepRulesets(cache) {
  try {
    const list = await fetch('/v1/rulesets', { cache: 'reload' });
    if (!list.ok) return;
    await cache.put('/v1/rulesets', list.clone());
    const { rulesets } = /** @type {{ rulesets: { id: string }[] }} */ (await list.json());
    for (const { id } of rulesets) {
      const path = `/v1/rulesets/${encodeURIComponent(id)}`;
      const view = await fetch(path, { cache: 'reload' });
      if (view.ok) await cache.put(path, view);
    }
  } catch {
    // Kept on the next visit that reaches the service.
  }
}

/**
 * A page's address as it is kept: its path, and `?lang=en` when it is in a
 * language other than the default (every page the service lists, in each
 * language, is kept under such an address).
 * @param {URL} url
 */
function pageKey(url) {
  const inLanguage = `${url.pathname}?lang=${url.searchParams.get('lang')}`;
  return pages.includes(inLanguage) ? inLanguage : url.pathname;
}

/**
 * An asset: the kept copy (it never changes under its path), else the service's.
 * @param {Request} request
 */
async function keptFirst(request) {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request.url, response.clone());
  }
  return response;
}

/**
 * A page or a ruleset: the service's, kept for next time (under `key`, its
 * address: not the request, whose headers may hold the page's access key);
 * the kept copy only when the service cannot be reached. A refusal (401,
 * 403) is passed to the page and not kept.
 * @param {Request} request
 * @param {string} key
 */
async function serviceFirst(request, key) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}
