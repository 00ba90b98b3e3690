// The access key, where the service requires one (`auth.mode = "keys"`):
// every call under /v1/ then needs a key the service's maintainers issued.
// The page keeps the key in this browser (`localStorage`, one key for the
// service's address) and `api.js` sends it with every call; without one it
// sends nothing, as a service that requires no key expects.
//
// When the service refuses a call for want of a key (401), the page asks
// for it in a dialog of its own: the refused call waits, and is sent again
// with the key once it is saved, so a check goes through without another
// press and nothing on the sheet changes. A key the service refuses too is
// forgotten, and the dialog says so and asks again. Calls refused while the
// dialog is open wait for the same answer: one question, not one per call.
// A key that is suspended or lacks a scope (403) is no question of the key:
// the page shows the service's own words, as for any refusal.
//
// The key is never written to the console, the page's address or anything
// the service worker keeps; the field that takes it hides what is typed.

import { el } from './dom.js';
import { t } from './i18n.js';

/** Where the browser keeps the key (no cookie: nothing is sent unless asked). */
const KEPT = 'wortwert.access-key';

/**
 * The key when the browser keeps nothing (its storage turned off): for
 * this page only.
 * @type {string | null}
 */
let unkept = null;

/** The key this browser keeps for the service, if any. */
export function accessKey() {
  try {
    return localStorage.getItem(KEPT) ?? unkept;
  } catch {
    return unkept;
  }
}

/**
 * What waits for a key: called once, the next time one is saved.
 * @type {Set<() => void>}
 */
const waitingForKey = new Set();

/**
 * Calls `callback` once, the next time a key is saved on this page (a
 * page that could not load what it needs without one loads it then).
 * @param {() => void} callback
 */
export function onceKeySaved(callback) {
  waitingForKey.add(callback);
}

/** @param {string} key */
function keep(key) {
  unkept = null;
  try {
    localStorage.setItem(KEPT, key);
  } catch {
    unkept = key;
  }
  showForget();
  const waiting = [...waitingForKey];
  waitingForKey.clear();
  // After the refused call has been sent again: the dialog's answer first.
  setTimeout(() => waiting.forEach((callback) => callback()), 0);
}

/** Forgets the key on this device. */
function forget() {
  unkept = null;
  try {
    localStorage.removeItem(KEPT);
  } catch {
    // Nothing was kept.
  }
  document.getElementById('access-forget')?.remove();
}

/**
 * How many questions for a key were answered so far: a call notes it
 * before it is sent, so a refusal of a call sent before the last answer
 * follows that answer instead of asking again.
 */
let asked = 0;
/** Whether the last question was answered with a key (not cancelled). */
let lastGiven = false;
/** @type {Promise<boolean> | null} */
let asking = null;

/** The number of questions answered so far (see {@link afterRefusal}). */
export function questionsAnswered() {
  return asked;
}

/** @type {Promise<boolean> | null} */
let requiresKeys = null;

/**
 * Whether the service requires keys, as its readiness says; asked once a
 * page, on the first refusal. A service that requires none never makes the
 * page ask (a key it does not know is dropped instead).
 */
function serviceRequiresKeys() {
  requiresKeys ??= fetch('/health/ready', { credentials: 'omit', cache: 'no-cache', headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((ready) => /** @type {{ auth?: string }} */ (ready).auth !== 'open')
    .catch(() => true);
  return requiresKeys;
}

/**
 * What to do after the service refused a call for want of a valid key:
 * `again` (send it again, with the key there is now, or none), `cancelled`
 * (the person chose not to give one) or `as-is` (the service requires no
 * key: the refusal is the service's to explain).
 * @param {string | null} sent  the key the call was sent with
 * @param {number} question  {@link questionsAnswered} when the call was sent
 * @returns {Promise<'again' | 'cancelled' | 'as-is'>}
 */
export async function afterRefusal(sent, question) {
  const required = await serviceRequiresKeys();
  // A key saved since the call was sent: try it.
  if (accessKey() !== sent) return 'again';
  // The question was answered since the call was sent: follow that answer.
  if (question !== asked) return lastGiven ? 'again' : 'cancelled';
  if (!required) {
    if (sent === null) return 'as-is';
    forget();
    return 'again';
  }
  // A key refused is of no use: forgotten, and asked for again.
  if (sent !== null) forget();
  asking ??= ask(sent !== null).finally(() => {
    asking = null;
  });
  return (await asking) ? 'again' : 'cancelled';
}

/**
 * The dialog that asks for the key, made on first need. A call that
 * refuses `refused` says that the key last given was not accepted.
 * @param {boolean} refused
 * @returns {Promise<boolean>} whether a key was saved
 */
function ask(refused) {
  const dialog = accessDialog();
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  const field = /** @type {HTMLInputElement} */ (dialog.querySelector('#access-key'));
  const error = /** @type {HTMLElement} */ (dialog.querySelector('#access-error'));
  const cancel = /** @type {HTMLButtonElement} */ (dialog.querySelector('#access-cancel'));
  /** @type {HTMLElement} */ (dialog.querySelector('#access-refused')).hidden = !refused;
  field.value = '';
  field.removeAttribute('aria-invalid');
  error.textContent = '';
  return new Promise((resolve) => {
    /** @param {string | null} key */
    const done = (key) => {
      form.removeEventListener('submit', submitted);
      cancel.removeEventListener('click', cancelled);
      dialog.removeEventListener('cancel', cancelled);
      field.value = '';
      if (dialog.open) dialog.close();
      if (key !== null) keep(key);
      asked += 1;
      lastGiven = key !== null;
      resolve(key !== null);
    };
    /** @param {SubmitEvent} event */
    const submitted = (event) => {
      event.preventDefault();
      // A key has no white space: a line break pasted from a mail is not part of it.
      const key = field.value.replace(/\s+/g, '');
      if (key === '' || !/^[\x21-\x7e]+$/.test(key)) {
        field.setAttribute('aria-invalid', 'true');
        error.textContent = key === '' ? t('access-key-empty') : t('access-key-unreadable');
        field.focus();
        return;
      }
      done(key);
    };
    /** @param {Event} event */
    const cancelled = (event) => {
      event.preventDefault();
      done(null);
    };
    form.addEventListener('submit', submitted);
    cancel.addEventListener('click', cancelled);
    // Escape closes a modal dialog: the same as „Abbrechen“.
    dialog.addEventListener('cancel', cancelled);
    dialog.showModal();
    field.focus();
  });
}

/** The dialog, made once and kept hidden between questions. */
function accessDialog() {
  const existing = document.getElementById('access');
  if (existing instanceof HTMLDialogElement) return existing;
  const dialog = el(
    'dialog',
    { id: 'access', class: 'access no-print', 'aria-labelledby': 'access-title', 'aria-describedby': 'access-refused access-text' },
    el(
      'form',
      { novalidate: true },
      el('h2', { id: 'access-title', text: t('access-title') }),
      el('p', { id: 'access-refused', class: 'access-refused', text: t('access-refused'), hidden: true }),
      el('p', { id: 'access-text', text: t('access-text') }),
      el(
        'div',
        { class: 'field' },
        el('label', { for: 'access-key', text: t('access-key') }),
        el('input', {
          id: 'access-key',
          name: 'access-key',
          type: 'password',
          autocomplete: 'off',
          autocapitalize: 'off',
          spellcheck: 'false',
          'aria-describedby': 'access-hint access-error',
        }),
        el('p', { id: 'access-hint', class: 'hint', text: t('access-hint') }),
        el('p', { id: 'access-error', class: 'field-error', 'aria-live': 'polite' }),
      ),
      el(
        'div',
        { class: 'actions' },
        el('button', { class: 'primary', type: 'submit', text: t('access-save') }),
        el('button', { id: 'access-cancel', type: 'button', text: t('access-cancel') }),
      ),
    ),
  );
  document.body.append(dialog);
  return dialog;
}

/** The header's button that forgets the key, while one is kept. */
function showForget() {
  const header = document.querySelector('header.site');
  if (!header || accessKey() === null || document.getElementById('access-forget')) return;
  const button = el('button', { id: 'access-forget', class: 'access-forget', type: 'button', text: t('access-forget') });
  button.addEventListener('click', () => {
    forget();
    say(t('access-forgotten'));
  });
  header.append(button);
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let quietLater;

/**
 * Says that the key is forgotten, in a line below the header (the button
 * that was pressed is gone: the line takes the focus).
 * @param {string} text
 */
function say(text) {
  let line = document.getElementById('access-status');
  if (!line) {
    line = el('p', { id: 'access-status', class: 'access-status no-print', role: 'status', tabindex: -1 });
    document.querySelector('header.site')?.after(line);
  }
  line.textContent = text;
  line.hidden = false;
  line.focus();
  clearTimeout(quietLater);
  const shown = line;
  quietLater = setTimeout(() => {
    shown.hidden = true;
  }, 8000);
}

showForget();
