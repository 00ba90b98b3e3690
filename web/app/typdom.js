// TYP-DOM SUPER: the layout on the table checked run by run (every place
// where tiles touch must read as a word), and the settlement of all four
// variants the way the booklet counts: leftovers → payments (Kreuzwort-
// Spiel, Wer behält recht?), finishing order → points (Presto), words per
// turn → the ABRECHNUNG (Point-Typ-Dom). Beside the layout, a hint: the
// best moves for a rack on it.

import { clearFieldErrors, fieldError, noteError } from './fields.js';
import { el, input, readValues, replace, select, valueField, $ } from './dom.js';
import { number, signed, t } from './i18n.js';
import { checkTypdomLayout, settleTypdom } from './api.js';
import { cellName, createGrid, letters } from './grid.js';
import { verdict } from './labels.js';
import { decisionFields, freshResult } from './fresh.js';
import { gridPosition, startSheet } from './sheet.js';
import { columnHeads, scroller } from './tables.js';
import { hintPanel } from './typdom-hint.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {'kreuzwort' | 'presto' | 'point' | 'wer-behaelt-recht'} Variant */
/**
 * @typedef {object} PlayerState
 * @property {string} name
 * @property {string} leftover  the tiles left in hand (Kreuzwort, Wer behält recht?, Point)
 * @property {string} place  '' | '1' | '2' (Presto)
 * @property {boolean} oneLeft  finished with one tile left (Presto)
 * @property {string} turns  one line per turn, words joined by + (Point)
 * @property {boolean} finished  placed all tiles (Point)
 */
/**
 * @typedef {object} TypdomState
 * @property {number} rows
 * @property {number} cols
 * @property {string[]} grid
 * @property {string} variant
 * @property {string} stake
 * @property {boolean} strict
 * @property {Record<string, string>} values
 * @property {PlayerState[]} players
 * @property {{ layout: boolean, settle: boolean }} checked
 */
/**
 * @typedef {object} TypdomParameters
 * @property {number} [max_grid_size]
 * @property {string} [red_letters]
 * @property {{ black: number, red: number, jolly: number }} [tile_values]
 * @property {{ first: number, second: number, first_one_left: number, second_one_left: number }} [presto]
 * @property {{ jolly_value: number, finish_bonus: number, jolly_left_penalty: number, letter_values: Record<string, number> }} [point]
 */

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** @type {Variant[]} */
const VARIANTS = ['kreuzwort', 'presto', 'point', 'wer-behaelt-recht'];

const rowsField = input('grid-rows');
const colsField = input('grid-cols');
const layoutResult = $('#layout-result');
const variantChoice = select('variant');
const variantHint = $('#variant-hint');
const stakeField = input('stake');
const strictField = input('strict');
const playerList = $('#player-list');
const playersError = $('#players-error');
const valuesBox = $('#point-values-fields');
const valuesError = $('#point-values-error');
const settleResult = $('#settle-result');

let maxGrid = 64;
let jollyMode = false;
/** @type {TypdomParameters} */
let parameters = {};
const checked = { layout: false, settle: false };

// ---------------------------------------------------------------------------
// The layout: a board typed cell by cell; `*` a jolly with its letter open,
// and with "Jolly letters" on, letters typed become jollies (lower case in
// the API's grid, shown as capitals with a star).

/** @param {string} key */
function acceptTile(key) {
  if (key === '*') return '*';
  const letter = letters(key);
  if (letter === null || letter === '') return letter;
  return jollyMode ? letter.toLocaleLowerCase('de-DE') : letter;
}

/** @param {string} value */
const isJolly = (value) => value === '*' || (value !== '' && value !== value.toLocaleUpperCase('de-DE'));

const grid = createGrid({
  rows: 8,
  cols: 10,
  label: t('typdom-layout'),
  accept: acceptTile,
});
$('#layout-board').append(grid.element);

const jollyButton = el('button', { type: 'button', id: 'jolly-mode', 'aria-pressed': 'false' });
function showJollyMode() {
  jollyButton.textContent = jollyMode ? t('typdom-jolly-letters-on') : t('typdom-jolly-letters-off');
  jollyButton.setAttribute('aria-pressed', String(jollyMode));
}
jollyButton.addEventListener('click', () => {
  jollyMode = !jollyMode;
  showJollyMode();
});
showJollyMode();
grid.element.querySelector('.grid-tools')?.append(jollyButton);

/** Shows which cells hold a jolly (a star in the corner, "Jolly" said after the cell). */
function showJollies() {
  const lines = grid.read();
  lines.forEach((line, row) => {
    [...line].forEach((char, col) => {
      const cell = grid.cell(row, col);
      if (!cell) return;
      const jolly = char !== '.' && isJolly(char);
      cell.parentElement?.classList.toggle('jolly', jolly);
      const base = cell.dataset['label'] ?? cell.getAttribute('aria-label') ?? '';
      cell.dataset['label'] = base;
      cell.setAttribute('aria-label', jolly ? `${base}, Jolly` : base);
    });
  });
}
grid.onChange(showJollies);

/**
 * The size the fields ask for, or null (with the message next to the field).
 * @returns {{ rows: number, cols: number } | null}
 */
function wantedSize() {
  clearFieldErrors($('.grid-size'));
  let good = true;
  /** @type {[HTMLInputElement, number][]} */
  const sizes = [];
  for (const field of [rowsField, colsField]) {
    const value = Number(field.value);
    if (!Number.isInteger(value) || value < 1 || value > maxGrid) {
      fieldError(field, t('typdom-please-a-whole-number-from', { maxGrid }));
      good = false;
    }
    sizes.push([field, value]);
  }
  return good ? { rows: sizes[0]?.[1] ?? 1, cols: sizes[1]?.[1] ?? 1 } : null;
}

let currentRows = 8;
let currentCols = 10;
function applySize() {
  const size = wantedSize();
  if (!size || (size.rows === currentRows && size.cols === currentCols)) return;
  currentRows = size.rows;
  currentCols = size.cols;
  grid.resize(size.rows, size.cols);
}
$('#grid-resize').addEventListener('click', applySize);
rowsField.addEventListener('change', applySize);
colsField.addEventListener('change', applySize);
$('#grid-clear').addEventListener('click', () => {
  grid.write([]);
  grid.clearMarks();
  replace(layoutResult);
  checked.layout = false;
});

/** @param {Schemas['Direction']} direction */
const way = (direction) => (direction === 'across' ? t('typdom-across') : t('typdom-down'));

/**
 * Marks a grid refusal on its cell: `/grid/2` names a row, its message
 * the column ("column 4"), both counted as the pointer and the text count.
 * @param {string} field
 * @param {string} message
 */
function markGridError(field, message) {
  const position = gridPosition(field);
  if (!position) return false;
  const column = /(?:column|Spalte)\s+(\d+)/i.exec(message);
  if (position.col !== undefined) grid.mark(position.row, position.col, 'mark-violation', message);
  else if (column) grid.mark(position.row, Number(column[1]) - 1, 'mark-violation', message);
  else for (let col = 0; col < currentCols; col += 1) grid.mark(position.row, col, 'mark-violation', message);
  return true;
}

// Each result belongs to what it was checked from: the layout's to the
// table, the settlement to the players and the variant; both to the rules.
/** Which result the record (link, JSON download) holds. @type {'layout' | 'settle' | null} */
let recorded = null;
const layoutFresh = freshResult(() => {
  if (!layoutResult.hasChildNodes()) return;
  replace(layoutResult);
  grid.clearMarks();
  if (recorded === 'layout') sheet.clearRecord();
});
const settleFresh = freshResult(() => {
  if (!settleResult.hasChildNodes()) return;
  replace(settleResult);
  if (recorded === 'settle') sheet.clearRecord();
});

async function checkLayout() {
  checked.layout = true;
  grid.clearMarks();
  const checking = layoutFresh.begin();
  const decision = sheet.decision();
  /** @type {Schemas['typdom.LayoutRequest']} */
  const request = { grid: grid.read(), ruleset: decision.ruleset === 'typdom' ? 'typdom' : undefined };
  replace(layoutResult, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await checkTypdomLayout(request, decision);
  if (!layoutFresh.fresh(checking)) return;
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    const errors = answer.problem.errors ?? [];
    for (const error of errors) markGridError(error.field, error.message);
    replace(
      layoutResult,
      el('p', { class: 'field-error', text: t('typdom-not-checked') + (errors.map((e) => e.message).join(' ') || answer.problem.detail) }),
    );
    return;
  }
  sheet.showProblem(null);
  showLayout(answer.data);
  recorded = 'layout';
  sheet.record('checkTypdomLayout', request, answer.data);
}

/** @param {Schemas['Decided_typdom.LayoutAnswer']} answer */
function showLayout(answer) {
  for (const run of answer.runs) {
    if (run.valid) continue;
    const text = run.reasons.map((r) => r.detail).join('; ');
    for (let i = 0; i < [...run.word].length; i += 1) {
      const row = run.direction === 'down' ? run.row + i : run.row;
      const col = run.direction === 'across' ? run.col + i : run.col;
      grid.mark(row, col, 'mark-violation', `${run.word}: ${text}`);
    }
  }
  for (const violation of answer.violations) {
    if (violation.row !== null && violation.row !== undefined && violation.col !== null && violation.col !== undefined) {
      grid.mark(violation.row, violation.col, 'mark-violation', violation.detail);
    }
  }
  for (const jolly of answer.jollies) {
    grid.mark(jolly.row, jolly.col, 'mark-jolly', t('typdom-jolly-for-letter', { letter: jolly.letter }));
  }
  const runs = answer.runs.map((run) =>
    el(
      'tr',
      { class: run.valid ? '' : 'invalid' },
      el('td', {}, el('strong', { text: run.word })),
      el('td', { text: `${cellName(run.row, run.col)}, ${way(run.direction)}` }),
      el('td', { class: run.valid ? 'ok' : 'bad', text: verdict(run.valid) }),
      el(
        'td',
        { text: [
          ...(run.jollies ?? []).map((offset) => t('typdom-jolly-at-letter', { offset: offset + 1, letter: [...run.word][offset] ?? '' })),
          ...run.reasons.map((r) => r.detail),
        ].join('; ') },
      ),
    ),
  );
  replace(
    layoutResult,
    el('p', { class: `verdict ${answer.valid ? 'valid' : 'invalid'}`, 'data-verdict': answer.valid ? 'valid' : 'invalid' }, verdict(answer.valid)),
    el('p', {
      id: 'layout-summary',
      text: t('typdom-layout-summary', { tiles: answer.tiles, words: answer.runs.length }),
    }),
    answer.violations.length > 0
      ? el('div', { id: 'layout-violations' }, el('h3', { text: t('typdom-what-is-wrong') }), el('ul', { class: 'reasons' }, ...answer.violations.map((v) => el('li', { text: v.detail }))))
      : null,
    answer.runs.length > 0
      ? scroller(
          el(
            'table',
            { class: 'breakdown', id: 'layout-runs' },
            el('caption', { text: t('typdom-words-on-the-table-wherever') }),
            columnHeads([t('typdom-word'), t('typdom-position'), t('typdom-verdict'), t('typdom-jollies-and-reasons')]),
            el('tbody', {}, ...runs),
          ),
          t('typdom-words-on-the-table'),
        )
      : null,
    answer.jollies.length > 0
      ? el(
          'div',
          { id: 'layout-jollies' },
          el('h3', { text: t('typdom-jollies') }),
          el(
            'ul',
            {},
            ...answer.jollies.map((j) =>
              el('li', {
                text: `${cellName(j.row, j.col)}: ${t('typdom-stands-for')} ${j.letter} ${j.chosen ? t('typdom-chosen-by-the-check') : t('typdom-as-given')}`,
              }),
            ),
          ),
        )
      : null,
  );
}

// ---------------------------------------------------------------------------
// The settlement.

/** @type {Record<Variant, string>} */
const VARIANT_HINTS = {
  kreuzwort: 'typdom-variant-hint-kreuzwort',
  presto: 'typdom-variant-hint-presto',
  point: 'typdom-variant-hint-point',
  'wer-behaelt-recht': 'typdom-variant-hint-wer-behaelt-recht',
};

/** @returns {Variant} */
function currentVariant() {
  const value = variantChoice.value;
  return /** @type {Variant} */ (VARIANTS.includes(/** @type {Variant} */ (value)) ? value : 'kreuzwort');
}

function showVariant() {
  const variant = currentVariant();
  for (const element of document.querySelectorAll('[data-variants]')) {
    const wanted = (element.getAttribute('data-variants') ?? '').split(' ');
    /** @type {HTMLElement} */ (element).hidden = !wanted.includes(variant);
  }
  variantHint.textContent = t(VARIANT_HINTS[variant]);
}
variantChoice.addEventListener('change', () => {
  showVariant();
  replace(settleResult);
  clearFieldErrors($('#settle-form'));
});

/** Letters whose value in the ruleset is a reconstruction, not printed in the booklet. */
const RECONSTRUCTED = ['S'];
for (const letter of ALPHABET) {
  valuesBox.append(
    el(
      'div',
      { class: 'letter-value' },
      // S's value is reconstructed (the booklet's table lost one): marked, and said in the note.
      el('label', { for: `value-${letter}`, text: RECONSTRUCTED.includes(letter) ? `${letter}*` : letter, 'aria-describedby': RECONSTRUCTED.includes(letter) ? 'reconstructed-note' : undefined }),
      el('input', { id: `value-${letter}`, type: 'number', step: '1', inputmode: 'numeric', 'data-letter': letter }),
    ),
  );
}

/**
 * A player not yet named: „Spieler 2“ stands for them until a name is typed
 * (a bare number would read as a count in the service's messages).
 * @param {number} index @returns {PlayerState}
 */
function newPlayer(index) {
  return { name: t('typdom-player-number', { number: index + 1 }), leftover: '', place: '', oneLeft: false, turns: '', finished: false };
}

/** @type {PlayerState[]} */
let players = [newPlayer(0), newPlayer(1)];

/** @param {number} i */
const playerId = (i) => `player-${i}`;

function renderPlayers() {
  const items = players.map((player, i) => {
    const id = playerId(i);
    const heading = t('typdom-player-number', { number: i + 1 });
    const remove = el('button', { type: 'button', class: 'remove no-print', 'data-remove': i, text: t('typdom-remove-player-number', { number: i + 1 }) });
    remove.disabled = players.length <= 1;
    remove.addEventListener('click', () => {
      settleFresh.edited();
      players = readPlayers();
      players.splice(i, 1);
      renderPlayers();
      clearFieldErrors($('#settle-form'));
      const next = document.getElementById(`${playerId(Math.min(i, players.length - 1))}-name`);
      next?.focus();
    });
    const placeChoice = el(
      'select',
      { id: `${id}-place`, name: `${id}-place` },
      el('option', { value: '', text: t('typdom-not-finished') }),
      el('option', { value: '1', text: t('typdom-finished-1st') }),
      el('option', { value: '2', text: t('typdom-finished-2nd') }),
    );
    placeChoice.value = player.place;
    const oneLeft = el('input', { id: `${id}-one-left`, type: 'checkbox' });
    oneLeft.checked = player.oneLeft;
    const finished = el('input', { id: `${id}-finished`, type: 'checkbox' });
    finished.checked = player.finished;
    const turns = el('textarea', { id: `${id}-turns`, rows: 4, spellcheck: 'false', autocapitalize: 'characters' });
    turns.value = player.turns;
    return el(
      'li',
      { class: 'player' },
      el(
        'fieldset',
        {},
        el('legend', { text: heading }),
        el('div', { class: 'field' }, el('label', { for: `${id}-name`, text: t('typdom-name') }), el('input', { id: `${id}-name`, type: 'text', autocomplete: 'off', value: player.name, maxlength: 40 })),
        el(
          'div',
          { class: 'field', 'data-variants': 'kreuzwort wer-behaelt-recht point' },
          el('label', { for: `${id}-leftover`, text: t('typdom-leftover-tiles') }),
          el('input', { id: `${id}-leftover`, type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', value: player.leftover, 'aria-describedby': 'leftover-hint' }),
        ),
        el('div', { class: 'field', 'data-variants': 'presto' }, el('label', { for: `${id}-place`, text: t('typdom-place') }), placeChoice),
        el('div', { class: 'field checkbox', 'data-variants': 'presto' }, el('label', {}, oneLeft, ' ', t('typdom-finished-with-one-tile-left'))),
        el(
          'div',
          { class: 'field turns', 'data-variants': 'point' },
          el('label', { for: `${id}-turns`, text: t('typdom-words-per-turn-one-turn') }),
          turns,
        ),
        el('div', { class: 'field checkbox', 'data-variants': 'point' }, el('label', {}, finished, ' ', t('typdom-finished-placed-all-tiles'))),
        remove,
      ),
    );
  });
  replace(playerList, ...items);
  if (!document.getElementById('leftover-hint')) {
    playerList.insertAdjacentElement(
      'beforebegin',
      el('p', { id: 'leftover-hint', class: 'hint', 'data-variants': 'kreuzwort wer-behaelt-recht point', text: t('typdom-leftover-tiles-letters-for-a') }),
    );
  }
  showVariant();
}

/** @returns {PlayerState[]} */
function readPlayers() {
  return players.map((_, i) => {
    const id = playerId(i);
    const value = (/** @type {string} */ suffix) => /** @type {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null} */ (document.getElementById(`${id}-${suffix}`))?.value ?? '';
    const ticked = (/** @type {string} */ suffix) => /** @type {HTMLInputElement | null} */ (document.getElementById(`${id}-${suffix}`))?.checked ?? false;
    return { name: value('name'), leftover: value('leftover'), place: value('place'), oneLeft: ticked('one-left'), turns: value('turns'), finished: ticked('finished') };
  });
}

$('#add-player').addEventListener('click', () => {
  settleFresh.edited();
  players = readPlayers();
  const used = new Set(players.map((p) => p.name));
  let n = players.length;
  while (used.has(newPlayer(n).name)) n += 1;
  players.push(newPlayer(n));
  renderPlayers();
  document.getElementById(`${playerId(players.length - 1)}-name`)?.focus();
});

/**
 * A player's turns: one line per turn, words joined by +, commas or spaces;
 * `-` (or an empty line between others) a turn without a word.
 * @param {string} text
 * @returns {string[][]}
 */
function parseTurns(text) {
  const lines = text.replace(/\r/g, '').split('\n');
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  return lines.map((line) => {
    const trimmed = line.trim();
    if (trimmed === '' || /^[-–—]$/.test(trimmed)) return [];
    return trimmed.split(/[\s+,;]+/).filter((w) => w.length > 0);
  });
}

/**
 * The request for the chosen variant, and how its pointers map back to fields.
 * @returns {{ request: Schemas['typdom.SettleRequest'], finishers: number[], simplified: number[] }}
 */
function settleRequest() {
  const variant = currentVariant();
  const list = readPlayers();
  const decision = sheet.decision();
  const ruleset = decision.ruleset === 'typdom' ? /** @type {const} */ ('typdom') : undefined;
  const stake = stakeField.value.trim() === '' ? undefined : Number(stakeField.value);
  if (variant === 'presto') {
    const finishers = [...list.keys()].filter((i) => list[i]?.place).sort((a, b) => Number(list[a]?.place) - Number(list[b]?.place));
    const simplified = [...list.keys()].filter((i) => list[i]?.oneLeft);
    return {
      request: {
        variant,
        ruleset,
        players: list.map((p) => ({ name: p.name })),
        finish_order: finishers.map((i) => list[i]?.name ?? ''),
        simplified_finishers: simplified.length > 0 ? simplified.map((i) => list[i]?.name ?? '') : undefined,
      },
      finishers,
      simplified,
    };
  }
  if (variant === 'point') {
    return {
      request: {
        variant,
        ruleset,
        strict: strictField.checked || undefined,
        letter_values: readValues(ALPHABET),
        players: list.map((p) => ({ name: p.name, turns: parseTurns(p.turns), finished: p.finished, leftover: p.leftover.trim() })),
      },
      finishers: [],
      simplified: [],
    };
  }
  return {
    request: { variant, ruleset, stake, players: list.map((p) => ({ name: p.name, leftover: p.leftover.trim() })) },
    finishers: [],
    simplified: [],
  };
}

/**
 * Puts each refused field's message next to its control.
 * @param {Problem} problem
 * @param {number[]} finishers
 * @param {number[]} simplified
 */
function showSettleErrors(problem, finishers, simplified) {
  for (const error of problem.errors ?? []) {
    const field = error.field;
    let match = /^\/players\/(\d+)\/(name|leftover|turns|finished)(?:\/.*)?$/.exec(field);
    if (match) {
      const suffix = match[2] === 'finished' ? 'finished' : match[2];
      const control = document.getElementById(`${playerId(Number(match[1]))}-${suffix}`);
      if (control) {
        fieldError(control, error.message);
        continue;
      }
    }
    match = /^\/finish_order(?:\/(\d+))?$/.exec(field);
    if (match) {
      const index = match[1] === undefined ? undefined : finishers[Number(match[1])];
      const control = index === undefined ? null : document.getElementById(`${playerId(index)}-place`);
      if (control) fieldError(control, error.message);
      else noteError(playersError, error.message);
      continue;
    }
    match = /^\/simplified_finishers(?:\/(\d+))?$/.exec(field);
    if (match) {
      const index = match[1] === undefined ? undefined : simplified[Number(match[1])];
      const control = index === undefined ? null : document.getElementById(`${playerId(index)}-one-left`);
      if (control) fieldError(control, error.message);
      else noteError(playersError, error.message);
      continue;
    }
    match = /^\/letter_values(?:\/(.+))?$/.exec(field);
    if (match) {
      const control = match[1] ? valueField(match[1]) : null;
      /** @type {HTMLDetailsElement} */ ($('#point-values')).open = true;
      if (control) fieldError(control, error.message);
      else noteError(valuesError, error.message);
      continue;
    }
    if (field === '/stake') {
      fieldError(stakeField, error.message);
      continue;
    }
    if (field.startsWith('/players')) {
      noteError(playersError, error.message);
      continue;
    }
    noteError(playersError, error.message);
  }
}

async function settle() {
  checked.settle = true;
  const form = $('#settle-form');
  clearFieldErrors(form);
  const { request, finishers, simplified } = settleRequest();
  if (request.variant !== 'presto' && request.variant !== 'point' && request.stake !== undefined && request.stake !== null && !(Number.isInteger(request.stake) && request.stake >= 1)) {
    fieldError(stakeField, t('typdom-the-stake-is-a-whole'));
    return;
  }
  const checking = settleFresh.begin();
  replace(settleResult, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await settleTypdom(request, sheet.decision());
  if (!settleFresh.fresh(checking)) return;
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    showSettleErrors(answer.problem, finishers, simplified);
    replace(settleResult);
    return;
  }
  sheet.showProblem(null);
  showSettlement(answer.data);
  recorded = 'settle';
  sheet.record('settleTypdom', request, answer.data);
}

/** @param {Schemas['typdom.LeftoverResult']} player */
function leftoverFormula(player) {
  const values = parameters.tile_values ?? { black: 1, red: 3, jolly: 10 };
  const parts = [];
  if (player.tiles.black > 0) parts.push(`${player.tiles.black} × ${values.black}`);
  if (player.tiles.red > 0) parts.push(`${player.tiles.red} × ${values.red}`);
  if (player.tiles.jolly > 0) parts.push(`${player.tiles.jolly} × ${values.jolly}`);
  return parts.length > 0 ? `${parts.join(' + ')} = ${number(player.leftover_value)}` : '0';
}

/** @param {Schemas['Decided_typdom.SettleAnswer']} answer */
function showSettlement(answer) {
  if (answer.variant === 'kreuzwort' || answer.variant === 'wer-behaelt-recht') showLeftovers(answer);
  else if (answer.variant === 'presto') showPresto(answer);
  else showPoint(answer);
  // The settlement says which of the four games it settles: the choice itself is not printed.
  const played = [...variantChoice.options].find((option) => option.value === answer.variant)?.textContent ?? answer.variant;
  settleResult.prepend(el('p', { class: 'variant-played', id: 'variant-played', text: t('typdom-variant-played', { variant: played }) }));
}

/** @param {Schemas['typdom.LeftoverSettlement']} answer */
function showLeftovers(answer) {
  const rows = answer.players.map((p) =>
    el(
      'tr',
      { class: p.winner ? 'winner' : '' },
      el('th', { scope: 'row', text: p.name }),
      el('td', { class: 'tiles', text: p.leftover || '—' }),
      el('td', { class: 'number', text: number(p.tiles.black) }),
      el('td', { class: 'number', text: number(p.tiles.red) }),
      el('td', { class: 'number', text: number(p.tiles.jolly) }),
      el('td', { class: 'number', text: leftoverFormula(p) }),
      el('td', { class: 'number', text: p.pays > 0 ? number(p.pays) : '—' }),
      el('td', { class: 'number', text: p.receives > 0 ? number(p.receives) : '—' }),
    ),
  );
  const winner = answer.players.find((p) => p.winner);
  const outcome =
    answer.outcome === 'tie'
      ? t('typdom-equal-leftovers-no-one-wins')
      : answer.outcome === 'lowest_leftover'
        ? t('typdom-no-one-finished', { winner: winner?.name ?? '' })
        : t('typdom-placed-all-tiles', { winner: winner?.name ?? '' });
  replace(
    settleResult,
    el('p', { class: 'outcome', text: outcome }),
    winner
      ? el('p', { class: 'total', id: 'settle-total' }, t('typdom-receives-in-all', { winner: winner.name, points: answer.total_paid }))
      : el('p', { class: 'total', id: 'settle-total', text: t('typdom-no-winner') }),
    answer.stake !== 1 ? el('p', { text: t('typdom-stake', { stake: answer.stake }) }) : null,
    answer.double_stakes_next ? el('p', { class: 'bad', text: t('typdom-next-game-double-stakes') }) : null,
    scroller(el(
      'table',
      { class: 'breakdown', id: 'settle-table' },
      el('caption', { text: t('typdom-leftover-tiles-black-red-jolly') }),
      columnHeads(
        [t('typdom-player'), t('typdom-left-over'), t('typdom-black'), t('typdom-red'), 'Jolly', t('typdom-value'), t('typdom-pays'), t('typdom-receives')],
        [2, 3, 4, 5, 6, 7],
      ),
      el('tbody', {}, ...rows),
      el('tfoot', {}, el('tr', {}, el('td', { colspan: 6, text: t('typdom-all-payments') }), el('td', { class: 'number', text: number(answer.total_paid) }), el('td', { class: 'number', text: number(answer.total_paid) }))),
    ), t('typdom-settlement')),
  );
}

/** @param {Schemas['typdom.PrestoSettlement']} answer */
function showPresto(answer) {
  const rows = answer.players.map((p) =>
    el(
      'tr',
      { class: p.place === 1 ? 'winner' : '' },
      el('th', { scope: 'row', text: p.name }),
      el('td', { text: p.place ? t('typdom-finished-place', { place: p.place }) : '—' }),
      el('td', { text: p.one_tile_left ? t('typdom-yes') : '—' }),
      el('td', { class: 'number', text: number(p.points) }),
    ),
  );
  const first = answer.players.find((p) => p.place === 1);
  replace(
    settleResult,
    first ? el('p', { class: 'outcome', text: t('typdom-finished-first', { player: first.name }) }) : null,
    el('p', { class: 'total', id: 'settle-total', text: t('typdom-handed-out', { points: answer.total_points }) }),
    el(
      'table',
      { class: 'breakdown', id: 'settle-table' },
      el('caption', { text: t('typdom-presto-points-for-the-first') }),
      columnHeads([t('typdom-player'), t('typdom-place'), t('typdom-one-tile-left'), t('typdom-points')], [3]),
      el('tbody', {}, ...rows),
      el('tfoot', {}, el('tr', {}, el('td', { colspan: 3, text: t('typdom-total') }), el('td', { class: 'number', text: number(answer.total_points) }))),
    ),
  );
}

/** @param {Schemas['typdom.PointSettlement']} answer */
function showPoint(answer) {
  const heads = answer.players.map((p) => el('th', { scope: 'col', class: 'number', text: p.name }));
  const roundRows = [];
  for (let r = 0; r < answer.rounds; r += 1) {
    roundRows.push(
      el(
        'tr',
        {},
        el('th', { scope: 'row', text: t('typdom-round-number', { number: r + 1 }) }),
        ...answer.players.map((p) => {
          const turn = p.turns[r];
          const words = (turn?.words ?? []).map((w) =>
            el('span', { class: w.valid ? 'word' : 'word bad', title: w.reasons.map((x) => x.detail).join('; ') || undefined }, `${w.word} ${number(w.points)}${w.valid ? '' : ' ⚠'}`),
          );
          /** @type {(Node | string)[]} */
          const detail = [];
          words.forEach((w, i) => {
            if (i > 0) detail.push(' + ');
            detail.push(w);
          });
          return el('td', { class: 'number' }, el('strong', { text: number(turn?.points ?? 0) }), words.length > 0 ? el('span', { class: 'words' }, ...detail) : null);
        }),
      ),
    );
  }
  const line = (/** @type {string} */ label, /** @type {(p: Schemas['typdom.PointResult']) => string} */ value, /** @type {string} */ cls = '') =>
    el('tr', { class: cls }, el('th', { scope: 'row', text: label }), ...answer.players.map((p) => el('td', { class: 'number', text: value(p) })));
  const invalid = answer.players.flatMap((p) => p.turns.flatMap((t) => t.words.filter((w) => !w.valid).map((w) => ({ player: p.name, word: w }))));
  const best = Math.max(...answer.players.map((p) => p.total));
  replace(
    settleResult,
    el(
      'p',
      { class: 'total', id: 'settle-total' },
      answer.players.map((p) => `${p.name}: ${signed(p.total)}`).join(' · '),
    ),
    scroller(el(
      'table',
      { class: 'breakdown abrechnung', id: 'settle-table' },
      el('caption', { text: t('typdom-settlement-abrechnung') }),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: t('typdom-player') }), ...heads)),
      el(
        'tbody',
        {},
        ...roundRows,
        line(t('typdom-words'), (p) => number(p.words_total), 'subtotal'),
        line(t('typdom-finished-bonus'), (p) => (p.finish_bonus > 0 ? `+${number(p.finish_bonus)}` : '—')),
        line(t('typdom-leftover'), (p) => (p.leftover_penalty > 0 ? `${signed(-p.leftover_penalty)} (${p.leftover})` : '—')),
      ),
      el('tfoot', {}, line(t('typdom-total-2'), (p) => `${signed(p.total)}${p.total === best ? ' ★' : ''}`)),
    ), t('typdom-settlement')),
    answer.strict ? el('p', { text: t('typdom-strict-words-outside-the-lexicon') }) : null,
    invalid.length > 0
      ? el(
          'div',
          { id: 'settle-words' },
          el('h3', { text: t('typdom-words-the-dictionary-does-not') }),
          el('ul', { class: 'reasons' }, ...invalid.map(({ player, word }) => el('li', { text: `${player}: ${word.word}: ${word.reasons.map((r) => r.detail).join('; ')}` }))),
        )
      : null,
  );
}

$('#settle-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void settle();
});
$('#layout-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void checkLayout();
});
// Enter in the size fields applies the size instead of checking the layout.
for (const field of [rowsField, colsField]) {
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applySize();
    }
  });
}

// ---------------------------------------------------------------------------
// The hint: the best moves for a rack on the layout as typed.

const rackField = input('rack');
const hint = hintPanel({
  rack: rackField,
  result: $('#hint-result'),
  table: () => grid.read(),
  variant: currentVariant,
  decision: () => sheet.decision(),
  letterValues: () => (currentVariant() === 'point' ? readValues(ALPHABET) : undefined),
  mark(row, col, letter, title) {
    grid.mark(row, col, 'mark-hint', title);
    // The tile's letter shows greyed in its empty cell, as a ghost of the move.
    const cell = grid.cell(row, col);
    if (cell && !cell.value) cell.placeholder = letter;
  },
  clearMarks() {
    grid.clearMarks();
    for (const cell of grid.element.querySelectorAll('input.cell')) /** @type {HTMLInputElement} */ (cell).placeholder = '';
  },
  lay(rows) {
    const cols = Math.max(1, ...rows.map((row) => [...row].length));
    rowsField.value = String(rows.length);
    colsField.value = String(cols);
    currentRows = rows.length;
    currentCols = cols;
    grid.resize(rows.length, cols);
    grid.write(rows);
    replace(layoutResult);
    checked.layout = false;
    sheet.save();
  },
  rackError: (message) => fieldError(rackField, message),
});
$('#hint-form').addEventListener('submit', (event) => {
  event.preventDefault();
  clearFieldErrors($('#hint-form'));
  void hint.search();
});
// A hint belongs to the table and rack it was asked for.
grid.onChange(() => hint.clear());
// Registered once the sheet exists (below): filling it from a link is no edit.
function watchEdits() {
  layoutFresh.watch($('#layout-form'), ...decisionFields());
  grid.onChange(layoutFresh.edited);
  settleFresh.watch($('#settle-form'), ...decisionFields());
}
rackField.addEventListener('input', () => hint.clear());
variantChoice.addEventListener('change', () => hint.clear());

// ---------------------------------------------------------------------------
// The sheet: state in the link, ruleset parameters.

/** @returns {TypdomState} */
function readState() {
  /** @type {Record<string, string>} */
  const values = {};
  for (const letter of ALPHABET) {
    const field = valueField(letter);
    if (field && field.value !== '') values[letter] = field.value;
  }
  return {
    rows: currentRows,
    cols: currentCols,
    grid: grid.read(),
    variant: currentVariant(),
    stake: stakeField.value,
    strict: strictField.checked,
    values,
    players: readPlayers(),
    checked: { ...checked },
  };
}

/** @param {Partial<TypdomState>} state */
function fillState(state) {
  const rows = Math.min(maxGrid, Math.max(1, Number(state.rows) || 8));
  const cols = Math.min(maxGrid, Math.max(1, Number(state.cols) || 10));
  rowsField.value = String(rows);
  colsField.value = String(cols);
  currentRows = rows;
  currentCols = cols;
  grid.resize(rows, cols);
  grid.write(Array.isArray(state.grid) ? state.grid : []);
  variantChoice.value = VARIANTS.includes(/** @type {Variant} */ (state.variant)) ? String(state.variant) : 'kreuzwort';
  stakeField.value = state.stake ?? '';
  strictField.checked = Boolean(state.strict);
  for (const letter of ALPHABET) {
    const field = valueField(letter);
    if (field) field.value = state.values?.[letter] ?? '';
  }
  if (Array.isArray(state.players) && state.players.length > 0) {
    players = state.players.map((p, i) => ({ ...newPlayer(i), ...p }));
  }
  renderPlayers();
}

renderPlayers();

/** @type {import('./sheet.js').Sheet<TypdomState>} */
const sheet = await startSheet({
  game: 'typdom',
  read: readState,
  fill: fillState,
  reopened(state) {
    // After startSheet has returned (the checks need the sheet).
    setTimeout(() => {
      if (state.checked?.layout) void checkLayout();
      if (state.checked?.settle) void settle();
    }, 0);
  },
  rulesetChosen(view) {
    parameters = /** @type {TypdomParameters} */ (/** @type {unknown} */ (view.parameters));
    maxGrid = parameters.max_grid_size ?? 64;
    rowsField.max = String(maxGrid);
    colsField.max = String(maxGrid);
    const table = parameters.point?.letter_values ?? {};
    for (const letter of ALPHABET) {
      const field = valueField(letter);
      if (field) field.placeholder = table[letter] === undefined ? '' : String(table[letter]);
    }
  },
});
watchEdits();
