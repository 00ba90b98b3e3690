// The connection to the service, as the page tells the referee about it.
// When a request cannot reach the service (the hall's network dropped, the
// service restarts), the page says so in a line of its own, keeps
// everything typed (the sheet is in the page and its link), and tries the
// request again, sooner when the browser reports the network back. When
// the service answers again, the line says so and goes.
//
// This module also registers the service worker that keeps the pages and
// assets on the device, so a visited page opens without a network.

import { t } from './i18n.js';

/** Seconds between attempts: quick at first, then every quarter minute. */
const PAUSES = [1, 2, 4, 8, 15];

/** How long a request is retried before the page shows it could not be sent. */
const GIVE_UP_AFTER_SECONDS = 120;

if ('serviceWorker' in navigator) {
  // After the page has loaded: the worker's first install fetches every
  // page and asset, which must not hold back this page's first paint.
  // A browser that refuses (a private window, a page not on HTTPS or
  // loopback) works as before, only not offline.
  const register = () => navigator.serviceWorker.register('/service-worker.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** The line that tells about the connection, made on first need. */
function line() {
  let element = document.getElementById('connection');
  if (!element) {
    element = document.createElement('p');
    element.id = 'connection';
    element.className = 'connection no-print';
    element.setAttribute('role', 'status');
    element.hidden = true;
    document.body.prepend(element);
  }
  return element;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let hideLater;

/**
 * Says the service cannot be reached and when the next attempt is.
 * @param {number | undefined} seconds  until the next attempt; none when the page has stopped trying
 */
function sayUnreachable(seconds) {
  clearTimeout(hideLater);
  const element = line();
  element.dataset.state = 'unreachable';
  element.textContent =
    seconds === undefined ? t('connection-unreachable-stopped') : t('connection-unreachable', { seconds });
  element.hidden = false;
}

/** Says the service answers again (when it was said it did not), then clears the line. */
export function reached() {
  const element = document.getElementById('connection');
  if (!element || element.hidden || element.dataset.state !== 'unreachable') return;
  element.dataset.state = 'reached';
  element.textContent = t('connection-reached');
  clearTimeout(hideLater);
  hideLater = setTimeout(() => {
    element.hidden = true;
  }, 4000);
}

/**
 * Waits before the next attempt, saying so; resolves early when the
 * browser reports its network back. `false` when the page should stop
 * trying (the attempts have taken long enough).
 * @param {number} attempt  how many attempts failed so far (1 after the first)
 * @param {number} startedAt  when the first attempt began (`performance.now()`)
 * @returns {Promise<boolean>}
 */
export function retryLater(attempt, startedAt) {
  const pause = PAUSES[Math.min(attempt - 1, PAUSES.length - 1)] ?? 15;
  if ((performance.now() - startedAt) / 1000 + pause > GIVE_UP_AFTER_SECONDS) {
    sayUnreachable(undefined);
    return Promise.resolve(false);
  }
  sayUnreachable(pause);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      resolve(true);
    };
    const timer = setTimeout(done, pause * 1000);
    addEventListener('online', done);
  });
}
