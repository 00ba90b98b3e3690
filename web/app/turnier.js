// The tournament word check (a kiosk): the words of one move give one
// verdict for the whole move, never which word failed (the tournament
// rule). The ruleset and dictionary version are fixed while the check runs
// and shown; the verdict clears itself after a set number of seconds, and
// a challenge log is kept in this browser only (printed, or downloaded as
// CSV). Keyboard only: Enter checks, Esc clears.

import { fieldInvalid, fieldValid } from './fields.js';
import { el, input, replace, select, textarea, $ } from './dom.js';
import { applyLanguage, lang, t } from './i18n.js';
import { getReadiness, listRulesets, validateWords } from './api.js';
import { verdict } from './labels.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {{ ruleset: string, title: string, lexicon_version: number, seconds: number }} Pinned */
/** @typedef {{ time: string, words: string[], valid: boolean, ruleset: string, lexicon_version: number }} Challenge */

/** Where the device keeps the running check and the log (no cookie: nothing is sent). */
const PINNED_KEY = 'wortwert.kiosk';
const LOG_KEY = 'wortwert.kiosk.log';

applyLanguage();
const setupForm = $('#setup');
const rulesetChoice = select('ruleset');
const versionField = input('lexicon-version');
const secondsField = input('reset-seconds');
const setupNote = $('#setup-note');
const kiosk = $('#kiosk');
const pinnedLine = $('#pinned');
const moveField = textarea('move');
const verdictArea = $('#kiosk-verdict');
const logBody = $('#log tbody');
const csvLink = /** @type {HTMLAnchorElement} */ ($('#log-csv'));

/** @template T @param {string} key @param {T} fallback @returns {T} */
function stored(key, fallback) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : /** @type {T} */ (JSON.parse(text));
  } catch {
    return fallback;
  }
}

/** @param {string} key @param {unknown} value */
function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing still checks; the log then lasts as long as the page.
  }
}

/** @type {Challenge[]} */
let log = stored(LOG_KEY, []);
/** @type {Pinned | null} */
let pinned = stored(PINNED_KEY, null);

const [list, ready] = await Promise.all([listRulesets(), getReadiness()]);
/** @type {Schemas['RulesetView'][]} */
const rulesets = list.ok ? list.data.rulesets : [];
replace(
  rulesetChoice,
  el('option', { value: '', text: t('turnier-please-choose') }),
  ...rulesets.map((r) => el('option', { value: r.id, text: r.title })),
);
const currentVersion = ready.ok ? ready.data.lexicon.version : undefined;
if (currentVersion !== undefined) versionField.placeholder = t('turnier-current-version', { version: String(currentVersion) });

/** @param {string} iso */
const timeOf = (iso) => new Date(iso).toLocaleString(lang() === 'en' ? 'en-GB' : 'de-DE');

function showLog() {
  replace(
    logBody,
    ...log.map((entry) =>
      el(
        'tr',
        { class: entry.valid ? '' : 'invalid' },
        el('td', { 'data-label': t('turnier-time'), text: timeOf(entry.time) }),
        el('td', { 'data-label': t('turnier-words'), text: entry.words.join(' ') }),
        el('td', { class: entry.valid ? 'ok' : 'bad', 'data-label': t('turnier-verdict'), text: verdict(entry.valid) }),
        el('td', { 'data-label': t('turnier-ruleset'), text: rulesets.find((r) => r.id === entry.ruleset)?.title ?? entry.ruleset }),
        el('td', { 'data-label': t('turnier-dictionary-version'), text: String(entry.lexicon_version) }),
      ),
    ),
  );
}

/** The log as CSV (RFC 4180), one challenge a line. */
function csv() {
  /** @param {string} cell */
  const quoted = (cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const header = [t('turnier-time'), t('turnier-words'), t('turnier-verdict'), t('turnier-ruleset'), t('turnier-dictionary-version')];
  const rows = log.map((e) => [e.time, e.words.join(' '), verdict(e.valid), e.ruleset, String(e.lexicon_version)]);
  return [header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}

/** Counts the moves typed: an answer for an older one is dropped, and its timer too. */
let generation = 0;
let resetTimer = 0;

function clearVerdict() {
  generation += 1;
  clearTimeout(resetTimer);
  replace(verdictArea);
}

function reset() {
  clearVerdict();
  moveField.value = '';
  moveField.focus();
}

function showPinned() {
  const on = pinned !== null;
  kiosk.hidden = !on;
  for (const field of [rulesetChoice, versionField, secondsField]) field.disabled = on;
  setupForm.querySelector('button[type="submit"]')?.toggleAttribute('disabled', on);
  if (!pinned) return;
  rulesetChoice.value = pinned.ruleset;
  versionField.value = String(pinned.lexicon_version);
  secondsField.value = String(pinned.seconds);
  replace(
    pinnedLine,
    t('turnier-pinned', { ruleset: pinned.title, version: String(pinned.lexicon_version), seconds: pinned.seconds }),
  );
  reset();
}

setupForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const ruleset = rulesets.find((r) => r.id === rulesetChoice.value);
  if (!ruleset) {
    fieldInvalid(rulesetChoice, setupNote);
    setupNote.textContent = t('turnier-please-choose-the-ruleset-first');
    rulesetChoice.focus();
    return;
  }
  const version = Number.parseInt(versionField.value, 10) || currentVersion;
  if (version === undefined) {
    setupNote.textContent = t('turnier-the-dictionary-version-is-unknown');
    versionField.focus();
    return;
  }
  const seconds = Math.min(600, Math.max(2, Number.parseInt(secondsField.value, 10) || 10));
  fieldValid(rulesetChoice, setupNote);
  setupNote.textContent = '';
  pinned = { ruleset: ruleset.id, title: ruleset.title, lexicon_version: version, seconds };
  store(PINNED_KEY, pinned);
  showPinned();
});

$('#stop').addEventListener('click', () => {
  pinned = null;
  store(PINNED_KEY, null);
  clearVerdict();
  showPinned();
  rulesetChoice.focus();
});

async function check() {
  if (!pinned) return;
  const words = moveField.value.split(/\s+/).filter((w) => w.length > 0);
  clearVerdict();
  if (words.length === 0) {
    replace(verdictArea, el('p', { class: 'verdict-prompt', text: t('turnier-please-enter-the-words-of') }));
    return;
  }
  const asked = generation;
  const fixed = pinned;
  replace(verdictArea, el('p', { class: 'verdict-prompt', text: t('turnier-checking') }));
  const answer = await validateWords({
    words,
    ruleset: /** @type {Schemas['ValidateRequest']['ruleset']} */ (fixed.ruleset),
    lexicon_version: fixed.lexicon_version,
  });
  if (asked !== generation) return;
  if (!answer.ok) {
    // Only the title: a refusal's details could name the word at fault.
    replace(verdictArea, el('div', { class: 'problem' }, el('strong', { text: answer.problem.title }), el('p', { text: t('turnier-the-entry-cannot-be-checked') })));
    return;
  }
  const valid = answer.data.results.every((r) => r.valid);
  replace(
    verdictArea,
    el(
      'p',
      { class: `verdict ${valid ? 'valid' : 'invalid'}`, 'data-verdict': valid ? 'valid' : 'invalid' },
      el('span', { class: 'verdict-word', text: verdict(valid) }),
      el('span', { class: 'verdict-for', text: ` – ${fixed.title}` }),
    ),
  );
  log = [...log, { time: new Date().toISOString(), words, valid, ruleset: fixed.ruleset, lexicon_version: fixed.lexicon_version }];
  store(LOG_KEY, log);
  showLog();
  resetTimer = window.setTimeout(reset, fixed.seconds * 1000);
}

moveField.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey) {
    event.preventDefault();
    void check();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    reset();
  }
});
// A verdict never outlives its move: typing takes it off.
moveField.addEventListener('input', clearVerdict);

$('#log-print').addEventListener('click', () => window.print());
csvLink.addEventListener('click', () => {
  const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' });
  csvLink.href = URL.createObjectURL(blob);
  csvLink.download = `wortwert-protokoll-${new Date().toISOString().slice(0, 10)}.csv`;
});
$('#log-clear').addEventListener('click', () => {
  log = [];
  store(LOG_KEY, null);
  showLog();
});

showLog();
showPinned();
