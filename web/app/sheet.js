// What every page shares: its language, the choice of ruleset and lexicon
// version, the sheet's state kept in the URL (so a link reopens exactly
// this sheet, and a reload or a refusal loses nothing), problems shown
// where people look, and the record of a verdict: identity, date, print,
// link and a JSON download of request and answer.

import { el, replace } from './dom.js';
import { sandTimer } from './timer.js';
import { addressIn, applyLanguage, dateTime, languageLinks, t } from './i18n.js';
import { onceKeySaved } from './access.js';
import { getReadiness, listRulesets } from './api.js';
import { rulesetTitle } from './labels.js';

/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {import('./api.js').Decision} Decision */
/** @typedef {import('./api.js').Schemas['LexiconRef']} LexiconRef */
/** @typedef {import('./api.js').Schemas['RulesetRef']} RulesetRef */
/** @typedef {import('./api.js').Schemas['RulesetView']} RulesetView */

/**
 * @template S
 * @typedef {object} SheetOptions
 * @property {string} game  the game whose rulesets the choice offers (`happycross`, …; `null` for all)
 * @property {() => S} read  the sheet's state from its controls
 * @property {(state: S) => void} fill  the controls from a state
 * @property {(state: S) => void} [reopened]  called after a state from the link was filled in (e.g. to check it again)
 * @property {(ruleset: RulesetView) => void} [rulesetChosen]  called when the ruleset changes (e.g. to draw its board)
 */

/**
 * @template S
 * @typedef {object} Sheet
 * @property {() => Decision} decision  the chosen ruleset and lexicon version
 * @property {() => RulesetView | undefined} ruleset  the chosen ruleset's view
 * @property {(id: string) => string} titleOf  a ruleset's name for people (its id when unknown)
 * @property {() => void} save  writes the state into the URL now
 * @property {(problem: Problem | null) => void} showProblem  shows (or clears) a problem in the page's alert area
 * @property {(operation: string, request: unknown, answer: { lexicon?: LexiconRef, ruleset?: RulesetRef }) => void} record
 *   shows the record line and enables print, link and download for this answer
 * @property {() => void} clearRecord
 */

/** @param {unknown} value */
function encodeState(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text @returns {unknown} */
function decodeState(text) {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The tournament's fields a sheet may have (`_tournament.html`): kept with
 * the sheet in its link, and on the device as the next sheet's start (all
 * but the players, who change from table to table).
 */
const TOURNAMENT_FIELDS = ['name', 'round', 'table', 'players', 'referee'];
const TOURNAMENT_KEPT = 'wortwert.tournament';

/** @returns {Record<string, string> | null} the fields' values, or null when the page has none */
function readTournament() {
  const values = /** @type {Record<string, string>} */ ({});
  let any = false;
  for (const name of TOURNAMENT_FIELDS) {
    const field = /** @type {HTMLInputElement | null} */ (document.getElementById(`tournament-${name}`));
    if (!field) continue;
    any = true;
    if (field.value) values[name] = field.value;
  }
  return any ? values : null;
}

/** @param {unknown} values */
function fillTournament(values) {
  if (!values || typeof values !== 'object') return;
  for (const name of TOURNAMENT_FIELDS) {
    const field = /** @type {HTMLInputElement | null} */ (document.getElementById(`tournament-${name}`));
    const value = /** @type {Record<string, unknown>} */ (values)[name];
    if (field && typeof value === 'string') field.value = value;
  }
}

/** @param {Record<string, string>} values */
function keepTournament(values) {
  try {
    const { players: _players, ...kept } = values;
    localStorage.setItem(TOURNAMENT_KEPT, JSON.stringify(kept));
  } catch {
    // Nothing kept: the next sheet starts empty.
  }
}

function keptTournament() {
  try {
    return JSON.parse(localStorage.getItem(TOURNAMENT_KEPT) ?? 'null');
  } catch {
    return null;
  }
}

/** Where the device keeps the last ruleset chosen on a page (no cookie: nothing is sent). */
const REMEMBERED = 'wortwert.ruleset.';

/** @param {string} game @returns {string | null} */
function rememberedRuleset(game) {
  try {
    return localStorage.getItem(REMEMBERED + (game || 'judge'));
  } catch {
    return null;
  }
}

/** @param {string} game @param {string} id */
function rememberRuleset(game, id) {
  try {
    if (id) localStorage.setItem(REMEMBERED + (game || 'judge'), id);
  } catch {
    // A browser that keeps nothing still works: the choice is asked again.
  }
}

/**
 * The parts of a request as the sheet names them, German and English: a
 * name followed by an index is counted from 1 („Runde 2“).
 * @type {Record<string, string>}
 */
const FIELD_WORDS = {
  grid: 'sheet-field-words-grid',
  layout: 'sheet-field-words-layout',
  board: 'sheet-field-words-board',
  claims: 'sheet-field-words-claims',
  rounds: 'sheet-field-words-rounds',
  players: 'sheet-field-words-players',
  turns: 'sheet-field-words-turns',
  hands: 'sheet-field-words-hands',
  words: 'sheet-field-words-words',
  dice: 'sheet-field-words-dice',
  leftover: 'sheet-field-words-leftover',
  letter_values: 'sheet-field-words-letter-values',
  lexicon_version: 'sheet-field-words-lexicon-version',
  ruleset: 'sheet-field-words-ruleset',
  claimed_total: 'sheet-field-words-claimed-total',
  finish_order: 'sheet-field-words-finish-order',
  seed: 'sheet-field-words-seed',
};

/**
 * Where a field error points, in the words of the sheet: `/rounds/0/dice`
 * is „Runde 1, Würfel“, `/grid/2/4` „Zeile 3, Spalte 5“. Empty when the
 * pointer names nothing a person filled in (the message then says it all).
 * @param {string} pointer
 */
export function fieldWords(pointer) {
  const segments = pointer.split('/').slice(1);
  const words = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const next = segments[i + 1];
    const pair = FIELD_WORDS[segment];
    if (pair && next !== undefined && /^\d+$/.test(next)) {
      words.push(`${t(pair)} ${Number(next) + 1}`);
      i += 1;
      // A row's character is its column.
      const column = segments[i + 1];
      if ((segment === 'grid' || segment === 'layout' || segment === 'board') && column !== undefined && /^\d+$/.test(column)) {
        words.push(`${t('sheet-column')} ${Number(column) + 1}`);
        i += 1;
      }
    } else if (pair && segment === 'letter_values' && next !== undefined) {
      words.push(t('sheet-value-of-letter', { letter: next }));
      i += 1;
    } else if (pair) {
      words.push(t(pair));
    } else if (/^\d+$/.test(segment)) {
      words.push(`${t('sheet-no')} ${Number(segment) + 1}`);
    }
  }
  return words.join(', ');
}

/**
 * The problem as people read it: its title and detail, and each field at
 * fault (named as on the sheet) with its message.
 * @param {Problem} problem
 */
export function describeProblem(problem) {
  const list = (problem.errors ?? []).map((error) => {
    const where = fieldWords(error.field);
    return el('li', {}, where ? `${where}: ` : '', error.message);
  });
  return el(
    'div',
    { class: 'problem' },
    el('strong', { text: problem.title }),
    el('p', { text: problem.detail }),
    list.length > 0 ? el('ul', {}, ...list) : null,
  );
}

/**
 * The cell a field error names, for a pointer into a grid (`/grid/2` is the
 * third row; `/grid/2/4` its fifth character), if it names one.
 * @param {string} field
 * @param {string} [array]
 * @returns {{ row: number, col?: number } | null}
 */
export function gridPosition(field, array = 'grid') {
  const match = new RegExp(`^/${array}/(\\d+)(?:/(\\d+))?$`).exec(field);
  if (!match) return null;
  return { row: Number(match[1]), col: match[2] === undefined ? undefined : Number(match[2]) };
}

/**
 * Sets the page up. The page must have: `#ruleset` (a select),
 * `#lexicon-version` (a number input), `#problem` (the alert area),
 * `#record` (the record line) and the buttons `#print`, `#copy-link`,
 * `#download`.
 * @template S
 * @param {SheetOptions<S>} options
 * @returns {Promise<Sheet<S>>}
 */
export async function startSheet(options) {
  applyLanguage();
  const rulesetChoice = /** @type {HTMLSelectElement} */ (document.getElementById('ruleset'));
  const versionField = /** @type {HTMLInputElement} */ (document.getElementById('lexicon-version'));
  const problemArea = /** @type {HTMLElement} */ (document.getElementById('problem'));
  const recordArea = /** @type {HTMLElement} */ (document.getElementById('record'));
  const printButton = /** @type {HTMLButtonElement} */ (document.getElementById('print'));
  const linkButton = /** @type {HTMLButtonElement} */ (document.getElementById('copy-link'));
  const downloadLink = /** @type {HTMLAnchorElement} */ (document.getElementById('download'));
  /** @type {RulesetView[]} */
  let rulesets = [];

  // The served version only fills a placeholder: the sheet never waits for
  // it (without the service, the kept rulesets draw the sheet at once).
  getReadiness().then((ready) => {
    if (ready.ok) versionField.placeholder = t('sheet-current-version', { version: String(ready.data.lexicon.version) });
  });
  /**
   * Fills the ruleset menu from the service.
   * @returns {Promise<Problem | null>} why it could not, if it could not
   */
  const loadRulesets = async () => {
    const list = await listRulesets();
    if (!list.ok) return list.problem;
    rulesets = list.data.rulesets.filter((r) => !options.game || r.game === options.game);
    replace(rulesetChoice, ...rulesets.map((r) => el('option', { value: r.id, text: rulesetTitle(r.id, r.title) })));
    // A page that serves every game has no default: its first visit asks,
    // later visits start with the ruleset last chosen on this device.
    if (!options.game) {
      rulesetChoice.prepend(el('option', { value: '', text: t('sheet-please-choose') }));
      rulesetChoice.required = true;
    }
    const remembered = rememberedRuleset(options.game);
    if (remembered && rulesets.some((r) => r.id === remembered)) rulesetChoice.value = remembered;
    else if (!options.game) rulesetChoice.value = '';
    return null;
  };
  const unloaded = await loadRulesets();

  const current = () => rulesets.find((r) => r.id === rulesetChoice.value);
  // The page's sand timer follows the chosen ruleset's (none: hidden).
  const timer = sandTimer();
  /** @param {RulesetView} view */
  const chosen = (view) => {
    timer?.show(view.timer);
    options.rulesetChosen?.(view);
  };
  /** @returns {Decision} */
  const decision = () => {
    const version = Number.parseInt(versionField.value, 10);
    return { ruleset: rulesetChoice.value || undefined, lexicon_version: Number.isFinite(version) ? version : undefined };
  };

  const save = () => {
    const tournament = readTournament();
    if (tournament) keepTournament(tournament);
    const state = { state: options.read(), ...decision(), ...(tournament ? { tournament } : {}) };
    history.replaceState(null, '', `${location.pathname}${location.search}#${encodeState(state)}`);
  };
  let pending = 0;
  const saveSoon = () => {
    clearTimeout(pending);
    pending = window.setTimeout(save, 300);
  };
  document.addEventListener('input', saveSoon);
  document.addEventListener('change', saveSoon);
  rulesetChoice.addEventListener('change', () => {
    rememberRuleset(options.game, rulesetChoice.value);
    const view = current();
    if (view) chosen(view);
  });

  // The language switch keeps what is on the sheet: its links are made when used.
  for (const link of languageLinks()) {
    link.addEventListener('click', () => {
      save();
      link.href = addressIn(link.hreflang);
    });
  }

  /** @type {unknown} */
  let download = null;
  printButton.addEventListener('click', () => window.print());
  linkButton.addEventListener('click', async () => {
    save();
    const status = document.getElementById('link-status');
    try {
      await navigator.clipboard.writeText(location.href);
      if (status) status.textContent = t('sheet-link-copied');
    } catch {
      if (status) status.textContent = t('sheet-link-to-copy') + ' ' + location.href;
    }
  });
  downloadLink.addEventListener('click', (event) => {
    if (download === null) {
      event.preventDefault();
      return;
    }
    const blob = new Blob([JSON.stringify(download, null, 2)], { type: 'application/json' });
    downloadLink.href = URL.createObjectURL(blob);
  });

  const sheet = {
    decision,
    ruleset: current,
    /** @param {string} id */
    titleOf: (id) => rulesetTitle(id, rulesets.find((r) => r.id === id)?.title),
    save,
    /** @param {Problem | null} problem */
    showProblem(problem) {
      if (problem === null) replace(problemArea);
      else replace(problemArea, describeProblem(problem));
    },
    /**
     * @param {string} operation
     * @param {unknown} request
     * @param {{ lexicon?: LexiconRef, ruleset?: RulesetRef }} answer
     */
    record(operation, request, answer) {
      save();
      const now = new Date();
      download = { operation, decision: decision(), request, answer, checked_at: now.toISOString(), link: location.href };
      downloadLink.download = `wortwert-${operation}-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
      downloadLink.removeAttribute('aria-disabled');
      // In words a referee reads; the checksums that pin both exactly are in the JSON download.
      const parts = [];
      if (answer.ruleset) {
        const title = rulesetTitle(answer.ruleset.id, rulesets.find((r) => r.id === answer.ruleset?.id)?.title);
        parts.push(`${t('sheet-ruleset')}: ${title}, ${t('sheet-revision')} ${answer.ruleset.revision}`);
      }
      if (answer.lexicon) {
        parts.push(`${t('sheet-dictionary')}: ${t('sheet-version')} ${answer.lexicon.version}`);
      }
      parts.push(`${t('sheet-checked-on')} ${dateTime(now)}`);
      replace(recordArea, parts.join(' · '));
    },
    clearRecord() {
      download = null;
      downloadLink.setAttribute('aria-disabled', 'true');
      replace(recordArea);
    },
  };
  sheet.clearRecord();

  const saved = location.hash.length > 1 ? decodeState(location.hash.slice(1)) : undefined;
  if (saved && typeof saved === 'object') {
    const { state, ruleset, lexicon_version, tournament } = /** @type {{ state: S, ruleset?: string, lexicon_version?: number, tournament?: unknown }} */ (saved);
    fillTournament(tournament ?? keptTournament());
    if (ruleset && rulesets.some((r) => r.id === ruleset)) rulesetChoice.value = ruleset;
    if (lexicon_version !== undefined) versionField.value = String(lexicon_version);
    const view = current();
    if (view) chosen(view);
    if (state !== undefined) {
      options.fill(state);
      // After the page has its sheet: `reopened` usually checks again with it.
      setTimeout(() => options.reopened?.(state), 0);
    }
  } else {
    fillTournament(keptTournament());
    const view = current();
    if (view) chosen(view);
  }
  if (unloaded) waitForRulesets(unloaded);
  return sheet;

  /**
   * The rulesets could not be loaded (the service wants a key that was not
   * given, or cannot be reached): the page says so, offers to try again (a
   * key is asked for then) and loads them by itself once a key is saved
   * by a check.
   * @param {Problem} problem
   */
  function waitForRulesets(problem) {
    let tried = false;
    const retry = async () => {
      // The button and a key saved meanwhile: one try.
      if (tried) return;
      tried = true;
      const still = await loadRulesets();
      if (still) {
        waitForRulesets(still);
        return;
      }
      sheet.showProblem(null);
      const view = current();
      if (view) chosen(view);
    };
    const again = el('button', { type: 'button', class: 'no-print', text: t(problem.status === 401 ? 'access-enter' : 'sheet-try-again') });
    again.addEventListener('click', () => void retry(), { once: true });
    replace(problemArea, describeProblem(problem), again);
    if (problem.status === 401) onceKeySaved(() => void retry());
  }
}
