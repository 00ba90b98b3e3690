// The tournament word check (a kiosk): the words of one move give one
// verdict for the whole move, never which word failed (the tournament
// rule). The ruleset and dictionary version are fixed while the check runs
// and shown; the verdict clears itself after a set number of seconds, and
// a challenge log is kept in this browser only (printed, or downloaded as
// CSV for German spreadsheets). Keyboard only: Enter checks, Esc clears.
// Locked, the page is the move field and the verdict alone (full screen, no
// header or links, Tab stays in the field); only Strg+Alt+E and a
// confirmation unlock it.

import { fieldInvalid, fieldValid } from './fields.js';
import { el, input, replace, select, textarea, $ } from './dom.js';
import { applyLanguage, locale, t } from './i18n.js';
import { onceKeySaved } from './access.js';
import { getReadiness, listRulesets, validateWords } from './api.js';
import { rulesetTitle, verdict } from './labels.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {{ ruleset: string, title: string, lexicon_version: number, seconds: number, table?: string, locked?: boolean }} Pinned */
/**
 * One challenge: `valid` is the verdict; `refused` marks a move the service
 * could not check (no verdict). Older logs lack `table`, `title` and `refused`.
 * @typedef {{ time: string, words: string[], valid: boolean, refused?: boolean, ruleset: string, title?: string, lexicon_version: number, table?: string }} Challenge
 */

/** Where the device keeps the running check and the log (no cookie: nothing is sent). */
const PINNED_KEY = 'wortwert.kiosk';
const LOG_KEY = 'wortwert.kiosk.log';

applyLanguage();
const setupForm = $('#setup');
const rulesetChoice = select('ruleset');
const versionField = input('lexicon-version');
const secondsField = input('reset-seconds');
const tableField = input('table');
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

// The served version fills a placeholder and the pin's default: the page
// never waits for it (without the service, the kept rulesets draw it at once).
/** @type {number | undefined} */
let currentVersion;
getReadiness().then((ready) => {
  if (!ready.ok) return;
  currentVersion = ready.data.lexicon.version;
  versionField.placeholder = t('turnier-current-version', { version: String(currentVersion) });
});
/** @type {Schemas['RulesetView'][]} */
let rulesets = [];
/**
 * Fills the ruleset menu from the service; when it cannot (a key not given,
 * or no service), the setup says so and offers to try again, and a key
 * saved later loads the menu by itself.
 */
async function loadRulesets() {
  const list = await listRulesets();
  if (list.ok) rulesets = list.data.rulesets;
  const chosen = rulesetChoice.value;
  replace(
    rulesetChoice,
    el('option', { value: '', text: t('turnier-please-choose') }),
    ...rulesets.map((r) => el('option', { value: r.id, text: rulesetTitle(r.id, r.title) })),
  );
  if (rulesets.some((r) => r.id === chosen)) rulesetChoice.value = chosen;
  if (list.ok) {
    replace(setupNote);
    return;
  }
  let tried = false;
  const retry = () => {
    if (tried) return;
    tried = true;
    void loadRulesets();
  };
  const again = el('button', { type: 'button', class: 'no-print', text: t(list.status === 401 ? 'access-enter' : 'sheet-try-again') });
  again.addEventListener('click', retry, { once: true });
  replace(setupNote, `${list.problem.title}: ${list.problem.detail} `, again);
  if (list.status === 401) onceKeySaved(retry);
}
await loadRulesets();

/** @param {string} iso */
const timeOf = (iso) => new Date(iso).toLocaleString(locale());

/** A challenge's verdict in words: GÜLTIG, UNGÜLTIG, or that it could not be checked. @param {Challenge} entry */
const outcome = (entry) => (entry.refused ? t('turnier-not-checkable') : verdict(entry.valid));
/** A challenge's ruleset by its title. @param {Challenge} entry */
const titleOf = (entry) => rulesetTitle(entry.ruleset, entry.title ?? rulesets.find((r) => r.id === entry.ruleset)?.title);

/**
 * The words of a move: spaces, line breaks and punctuation (commas,
 * semicolons, quotes, brackets, full stops …) separate them; a hyphen
 * belongs to its word (E-Mail), and the service judges it.
 * @param {string} text
 */
function wordsOfMove(text) {
  return text.split(/[\s,;:.!?"'„“”‚‘’«»‹›()[\]{}\/…]+/u).filter((w) => w.length > 0);
}

function showLog() {
  replace(
    logBody,
    ...log.map((entry) =>
      el(
        'tr',
        { class: entry.valid && !entry.refused ? '' : 'invalid' },
        el('td', { 'data-label': t('turnier-time'), text: timeOf(entry.time) }),
        el('td', { 'data-label': t('turnier-table'), text: entry.table ?? '' }),
        el('td', { 'data-label': t('turnier-words'), text: entry.words.join(' ') }),
        el('td', { class: entry.valid && !entry.refused ? 'ok' : 'bad', 'data-label': t('turnier-verdict'), text: outcome(entry) }),
        el('td', { 'data-label': t('turnier-ruleset'), text: titleOf(entry) }),
        el('td', { 'data-label': t('turnier-dictionary-version'), text: String(entry.lexicon_version) }),
      ),
    ),
  );
}

/**
 * The log as CSV the way German spreadsheet programs open it: UTF-8 with a
 * byte order mark, semicolons between the fields (RFC 4180 quoting
 * otherwise), local time, rulesets by their titles; one challenge a line.
 */
function csv() {
  /** @param {string} cell */
  const quoted = (cell) => (/[";\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const header = [t('turnier-time'), t('turnier-table'), t('turnier-words'), t('turnier-verdict'), t('turnier-ruleset'), t('turnier-dictionary-version')];
  const rows = log.map((e) => [timeOf(e.time), e.table ?? '', e.words.join(' '), outcome(e), titleOf(e), String(e.lexicon_version)]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(quoted).join(';')).join('\r\n')}\r\n`;
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
  for (const field of [rulesetChoice, versionField, secondsField, tableField]) field.disabled = on;
  setupForm.querySelector('button[type="submit"]')?.toggleAttribute('disabled', on);
  if (!pinned) return;
  rulesetChoice.value = pinned.ruleset;
  versionField.value = String(pinned.lexicon_version);
  secondsField.value = String(pinned.seconds);
  tableField.value = pinned.table ?? '';
  replace(
    pinnedLine,
    pinned.table ? `${t('turnier-table')} ${pinned.table} · ` : '',
    t('turnier-pinned', { ruleset: rulesetTitle(pinned.ruleset, pinned.title), version: String(pinned.lexicon_version), seconds: pinned.seconds }),
  );
  showLock();
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
  const table = tableField.value.trim();
  pinned = { ruleset: ruleset.id, title: ruleset.title, lexicon_version: version, seconds, ...(table ? { table } : {}) };
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

/** @param {Omit<Challenge, 'time' | 'ruleset' | 'title' | 'lexicon_version' | 'table'>} entry @param {Pinned} fixed */
function remember(entry, fixed) {
  log = [...log, { time: new Date().toISOString(), ...entry, ruleset: fixed.ruleset, title: fixed.title, lexicon_version: fixed.lexicon_version, ...(fixed.table ? { table: fixed.table } : {}) }];
  store(LOG_KEY, log);
  showLog();
}

async function check() {
  if (!pinned) return;
  const words = wordsOfMove(moveField.value);
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
    // Logged too: a challenge the table raised, even without a verdict
    // (an unreachable service is no challenge of the move).
    if (answer.status !== 0) remember({ words, valid: false, refused: true }, fixed);
    return;
  }
  const valid = answer.data.results.every((r) => r.valid);
  replace(
    verdictArea,
    el(
      'p',
      { class: `verdict ${valid ? 'valid' : 'invalid'}`, 'data-verdict': valid ? 'valid' : 'invalid' },
      el('span', { class: 'verdict-word', text: verdict(valid) }),
      el('span', { class: 'verdict-for', text: ` – ${rulesetTitle(fixed.ruleset, fixed.title)}` }),
    ),
  );
  remember({ words, valid }, fixed);
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

// ---------------------------------------------------------------------------
// The lock: the move field and the verdict alone.

const lockButton = $('#lock');
const unlockDialog = /** @type {HTMLDialogElement} */ ($('#unlock-dialog'));

function showLock() {
  const locked = Boolean(pinned?.locked);
  document.body.classList.toggle('kiosk-locked', locked);
  lockButton.hidden = locked;
}

/** @param {boolean} locked */
function setLock(locked) {
  if (!pinned) return;
  pinned = { ...pinned, locked };
  store(PINNED_KEY, pinned);
  showLock();
  if (locked) {
    // Full screen where the browser allows it; locked either way.
    document.documentElement.requestFullscreen?.().catch(() => {});
  } else if (document.fullscreenElement) {
    void document.exitFullscreen().catch(() => {});
  }
  moveField.focus();
}

lockButton.addEventListener('click', () => setLock(true));
document.addEventListener(
  'keydown',
  (event) => {
    if (!pinned?.locked || unlockDialog.open) return;
    if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'e') {
      event.preventDefault();
      unlockDialog.showModal();
      $('#unlock-keep').focus();
      return;
    }
    // Tab never leaves the move field while locked.
    if (event.key === 'Tab') {
      event.preventDefault();
      moveField.focus();
    }
  },
  true,
);
$('#unlock-confirm').addEventListener('click', () => {
  unlockDialog.close();
  setLock(false);
});
$('#unlock-keep').addEventListener('click', () => {
  unlockDialog.close();
  moveField.focus();
});

$('#log-print').addEventListener('click', () => window.print());
csvLink.addEventListener('click', () => {
  const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' });
  csvLink.href = URL.createObjectURL(blob);
  // The download's name: the day, as the log's times are, in local time.
  csvLink.download = `wortwert-protokoll-${new Date().toLocaleDateString('sv-SE')}.csv`;
});
$('#log-clear').addEventListener('click', () => {
  log = [];
  store(LOG_KEY, null);
  showLog();
});

showLog();
showPinned();
