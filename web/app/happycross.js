// happycross: the final board typed cell by cell on the ruleset's layout
// (Double, Triple and Start fields marked), the leftover dice and the
// values printed on the dice; the referee's answer itemised per word the
// way the booklet counts, with the word's multipliers shown on the board,
// and beside it the best the same throw could score.
//
// The same module runs the solo page (`/happycross/solo`, the booklet's
// „Einzelspiel“): there the throw is typed or rolled first, and the
// leftover dice follow from the throw and the board.

import { clearFieldErrors, fieldError, versionError } from './fields.js';
import { el, input, replace, $ } from './dom.js';
import { number, t } from './i18n.js';
import { getRuleset, scoreHappycross } from './api.js';
import { cellName, createGrid } from './grid.js';
import { decisionFields, freshResult } from './fresh.js';
import { bestPanel } from './happycross-best.js';
import { diceOnBoard, readThrow, remainingDice, rollThrow } from './happycross-throw.js';
import { keptOnDevice } from './kept.js';
import { verdict } from './labels.js';
import { gridPosition, startSheet } from './sheet.js';
import { columnHeads, scroller, wordRows } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */

/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {Schemas['happycross.ScoredWord']} ScoredWord */
/** @typedef {{ grid: string[], leftover: string, values: string, throw?: string }} HappycrossState */

/** The layout shown until the ruleset's arrives (the spec's default board). */
let layout = ['T...T...T', '.........', '..D...D..', '.........', 'T...S...T', '.........', '..D...D..', '.........', 'T...T...T'];
/** @type {Record<string, number>} */
let rulesetValues = {};
/** The game's dice and joker dice, as the ruleset says (the booklet's 13 and 2 until it arrives). */
let gameDice = { dice: 13, jokers: 2 };

/** @param {number} row @param {number} col */
const field = (row, col) => layout[row]?.[col] ?? '.';

/** @param {string} code */
const fieldName = (code) =>
  code === 'D' ? t('happycross-double') : code === 'T' ? t('happycross-triple') : code === 'S' ? t('happycross-start') : '';

// A joker is typed as `*` (or `?`) and then its letter; the API writes it
// as the lower-case letter.
/** @type {HTMLInputElement | null} */
let armed = null;

/** @param {string} key */
function accept(key) {
  if (key === '.' || key === ' ') return '';
  if (!/^[A-Za-z]$/.test(key)) return null;
  if (armed && document.activeElement === armed) {
    armed.parentElement?.classList.remove('joker-armed');
    armed = null;
    return key.toLowerCase();
  }
  return key.toUpperCase();
}

const boardArea = $('#board');
const leftoverField = input('leftover');
const valuesField = input('letter-values');
const valuesError = $('#values-error');
const verdictArea = $('#verdict');
const breakdownArea = $('#breakdown');
const boardError = $('#board-error');
/** The solo page's throw; the score sheet has none. */
const throwField = /** @type {HTMLInputElement | null} */ (document.getElementById('throw'));

const grid = createGrid({
  rows: layout.length,
  cols: layout[0]?.length ?? 9,
  label: t('happycross-happycross-board'),
  accept,
  cellClass(row, col) {
    const code = field(row, col);
    return code === 'D' ? 'premium-double' : code === 'T' ? 'premium-triple' : code === 'S' ? 'premium-start' : '';
  },
  cellNote: (row, col) => fieldName(field(row, col)),
});
boardArea.append(grid.element);

const best = bestPanel({ summary: $('#best'), page: $('#best-board'), field, fieldName });

const isJoker = (/** @type {string} */ value) => /^[a-z]$/.test(value);

/** Jokers in italics with ◊, and said as such. */
function showJokers() {
  for (let row = 0; row < layout.length; row += 1) {
    for (let col = 0; col < (layout[0]?.length ?? 0); col += 1) {
      const cell = grid.cell(row, col);
      if (!cell) continue;
      const joker = isJoker(cell.value);
      cell.parentElement?.classList.toggle('joker', joker);
      const note = fieldName(field(row, col));
      cell.setAttribute('aria-label', `${cellName(row, col).replace(/^./, (c) => c.toUpperCase())}${note ? `, ${note}` : ''}${joker ? ', Joker' : ''}`);
    }
  }
}
grid.onChange(showJokers);

grid.element.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== '*' && event.key !== '?') return;
    const cell = event.target;
    if (!(cell instanceof HTMLInputElement) || !cell.classList.contains('cell')) return;
    event.preventDefault();
    event.stopPropagation();
    if (cell.value) {
      cell.value = isJoker(cell.value) ? cell.value.toUpperCase() : cell.value.toLowerCase();
      showJokers();
      result.edited();
      sheet.save();
    } else {
      armed?.parentElement?.classList.remove('joker-armed');
      armed = cell;
      cell.parentElement?.classList.add('joker-armed');
    }
  },
  true,
);
grid.element.addEventListener('focusout', (event) => {
  if (armed && event.target === armed) {
    armed.parentElement?.classList.remove('joker-armed');
    armed = null;
  }
});

/** @param {readonly string[]} rows */
function drawLayout(rows) {
  layout = [...rows];
  grid.resize(layout.length, layout[0]?.length ?? 0);
  showJokers();
}

/** The leftover dice as the API takes them, or an error message. */
function readLeftover() {
  /** @type {string[]} */
  const dice = [];
  for (const char of leftoverField.value) {
    if (/[\s,;]/.test(char)) continue;
    if (char === '*' || char === '?' || char === '◊') dice.push('*');
    else if (/^[A-Za-z]$/.test(char)) dice.push(char.toUpperCase());
    else return { error: t('happycross-char-is-not-a-die', { char }) };
  }
  return { dice };
}

/** The values printed on the dice (`A=1, Q=10`), or an error message. */
function readValues() {
  /** @type {Record<string, number>} */
  const values = {};
  const text = valuesField.value.trim();
  if (!text) return { values };
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const match = /^([A-Za-z])[=:]?(\d{1,3})$/.exec(part);
    if (!match || !match[1] || !match[2]) {
      return { error: t('happycross-cannot-read-part-one-a', { part }) };
    }
    values[match[1].toUpperCase()] = Number(match[2]);
  }
  return { values };
}

function clearErrors() {
  versionError(null);
  clearFieldErrors(document);
  boardError.textContent = '';
  grid.element.querySelector('table')?.removeAttribute('aria-invalid');
  grid.clearMarks();
}

/** The cells of a word on the board. @param {ScoredWord} word */
function cellsOf(word) {
  const length = [...word.word].length;
  return Array.from({ length }, (_, i) => (word.direction === 'across' ? [word.row, word.col + i] : [word.row + i, word.col]));
}

/** @param {ScoredWord} word */
function placement(word) {
  return `${word.direction === 'across' ? t('happycross-across') : t('happycross-down')} ${t('happycross-from')} ${cellName(word.row, word.col)}`;
}

/** The Double/Triple fields under a word, as people read them. @param {ScoredWord} word */
function premiumFields(word) {
  return cellsOf(word)
    .filter(([r, c]) => field(r ?? 0, c ?? 0) === 'D' || field(r ?? 0, c ?? 0) === 'T')
    .map(([r, c]) => `${fieldName(field(r ?? 0, c ?? 0))} ${t('happycross-at')} ${cellName(r ?? 0, c ?? 0)}`);
}

/** The breakdown's rows, each showing its word and the word's multipliers on the board. */
const wordTable = wordRows(grid, (/** @type {ScoredWord} */ word) => {
  for (const [r, c] of cellsOf(word)) {
    const row = r ?? 0;
    const col = c ?? 0;
    const code = field(row, col);
    grid.mark(row, col, 'mark-word');
    if (code === 'D' || code === 'T') {
      grid.mark(row, col, 'mark-multiplier', `${fieldName(code)}: ×${code === 'D' ? 2 : 3} ${t('happycross-for')} ${word.word}`);
    }
  }
});

/** @param {Schemas['Decided_happycross.ScoreAnswer']} answer */
function showAnswer(answer) {
  const violationsOnCells = () => {
    for (const violation of answer.violations) {
      if (violation.row === null || violation.row === undefined || violation.col === null || violation.col === undefined) continue;
      const word = violation.code === 'invalid_word' ? answer.words.find((w) => w.row === violation.row && w.col === violation.col && w.word === violation.word && !w.valid) : undefined;
      const cells = word ? cellsOf(word) : [[violation.row, violation.col]];
      for (const [r, c] of cells) grid.mark(r ?? 0, c ?? 0, 'mark-violation', violation.detail);
    }
  };
  wordTable.reset(violationsOnCells);

  replace(
    verdictArea,
    el('p', { class: `verdict ${answer.valid ? 'valid' : 'invalid'}`, 'data-verdict': answer.valid ? 'valid' : 'invalid' }, verdict(answer.valid)),
    // A board that breaks a rule has no result: a total beside UNGÜLTIG would be read as one.
    answer.valid
      ? el('p', { class: 'total' }, `${t('happycross-total')}: `, el('span', { id: 'total-points', text: number(answer.total) }), ` ${t('happycross-points')}`)
      : el('p', { class: 'total no-total', id: 'no-total', text: t('happycross-no-result-the-board-breaks') }),
  );

  const rows = answer.words.map((word) => {
    const fields = premiumFields(word);
    const reasons = word.reasons.map((r) => r.detail);
    if (word.jokers && word.jokers.length > 0) {
      reasons.unshift(t('happycross-joker-0-points-at-letter') + word.jokers.map((j) => j + 1).join(', '));
    }
    const row = el(
      'tr',
      { class: `word-row${word.valid ? '' : ' invalid'}`, tabindex: 0, 'data-word': word.word },
      el('td', {}, el('strong', { text: word.word })),
      el('td', { text: placement(word) }),
      el('td', { class: 'number', text: number(word.value) }),
      el('td', { class: 'number', text: `×${number(word.multiplier)}`, title: fields.join('; ') || undefined }),
      el('td', { class: 'number', text: number(word.points) }),
      el('td', { text: [fields.length > 0 ? fields.join('; ') : '', ...reasons].filter(Boolean).join('; ') }),
    );
    return wordTable.link(row, word);
  });

  const dice = answer.dice;
  replace(
    breakdownArea,
    scroller(el(
      'table',
      { class: 'breakdown', id: 'words-table' },
      el('caption', { text: t('happycross-words-select-a-row-the') }),
      columnHeads(
        [t('happycross-word'), t('happycross-position'), t('happycross-value'), t('happycross-multiplier'), t('happycross-points-2'), t('happycross-fields-reasons')],
        [2, 3, 4],
      ),
      el('tbody', {}, ...rows),
      el(
        'tfoot',
        {},
        el('tr', { class: 'sum' }, el('td', { colspan: 4, text: t('happycross-sum-of-the-words') }), el('td', { class: 'number', id: 'words-total', text: number(answer.words_total) }), el('td')),
        el(
          'tr',
          {},
          el('td', {
            colspan: 4,
            text: t('happycross-leftover-dice-count', { dice: dice.leftover, jokers: dice.jokers_leftover }),
          }),
          el('td', { class: 'number', id: 'leftover-penalty', text: answer.leftover_penalty ? `−${number(answer.leftover_penalty)}` : '0' }),
          el('td'),
        ),
        el(
          'tr',
          {},
          el('td', {
            colspan: 4,
            text: t('happycross-bonus-every-die-placed', { dice: dice.placed, jokers: dice.jokers_placed }),
          }),
          el('td', { class: 'number', id: 'bonus', text: answer.bonus ? `+${number(answer.bonus)}` : '0' }),
          el('td'),
        ),
        answer.valid ? el('tr', { class: 'sum' }, el('td', { colspan: 4, text: t('happycross-total') }), el('td', { class: 'number', text: number(answer.total) }), el('td')) : null,
      ),
    ), t('happycross-score-of-the-words')),
    answer.violations.length > 0
      ? el(
          'div',
          {},
          el('h3', { text: t('happycross-rule-violations') }),
          el('ul', { class: 'violations' }, ...answer.violations.map((v) => el('li', { text: v.detail }))),
        )
      : null,
  );
}


/** Shows a refusal at the fields and cells it names. @param {Problem} problem */
function showRefusal(problem) {
  sheet.showProblem(problem);
  for (const error of problem.errors ?? []) {
    const position = gridPosition(error.field);
    if (position) {
      if (position.col !== undefined) grid.mark(position.row, position.col, 'mark-violation', error.message);
      else for (let col = 0; col < (layout[0]?.length ?? 0); col += 1) grid.mark(position.row, col, 'mark-violation', error.message);
      boardError.textContent = error.message;
    } else if (error.field.startsWith('/leftover')) {
      fieldError(leftoverField, error.message);
    } else if (error.field.startsWith('/letter_values')) {
      fieldError(valuesField, error.message, valuesError);
    } else if (error.field.includes('lexicon_version')) {
      versionError(error.message);
    } else if (error.field.startsWith('/grid') || error.field.startsWith('/layout')) {
      boardError.textContent = error.message;
      grid.element.querySelector('table')?.setAttribute('aria-invalid', 'true');
    }
  }
}

const result = freshResult(() => {
  if (!verdictArea.hasChildNodes() && !breakdownArea.hasChildNodes()) return;
  replace(verdictArea);
  replace(breakdownArea);
  best.clear();
  wordTable.reset(() => {});
  grid.clearMarks();
  sheet.clearRecord();
});

async function check() {
  clearErrors();
  wordTable.reset(() => {});
  best.clear();
  const checking = result.begin();
  if (solo && !soloLeftover()) return;
  const leftover = readLeftover();
  const values = readValues();
  if (leftover.error) fieldError(leftoverField, leftover.error);
  if (values.error) fieldError(valuesField, values.error, valuesError);
  if (leftover.error || values.error) {
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('happycross-entry-not-readable'), detail: leftover.error ?? values.error ?? '' });
    return;
  }
  const rows = grid.read();
  if (rows.every((row) => /^\.*$/.test(row))) {
    boardError.textContent = t('happycross-the-board-is-empty-please');
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('happycross-empty-board'), detail: boardError.textContent });
    grid.cell(0, 0)?.focus();
    return;
  }
  /** @type {Schemas['happycross.ScoreRequest']} */
  const request = { grid: rows, leftover: leftover.dice ?? [] };
  if (values.values && Object.keys(values.values).length > 0) request.letter_values = values.values;
  const decision = sheet.decision();
  replace(verdictArea, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await scoreHappycross(request, decision);
  if (!result.fresh(checking)) return;
  if (!answer.ok) {
    replace(verdictArea);
    replace(breakdownArea);
    sheet.clearRecord();
    showRefusal(answer.problem);
    return;
  }
  sheet.showProblem(null);
  showAnswer(answer.data);
  sheet.record('scoreHappycross', { ...request, ...decision }, answer.data);
  // The best of the same throw, when the sheet holds all of its dice.
  const thrown = [...diceOnBoard(rows), ...(request.leftover ?? [])];
  const jokers = thrown.filter((die) => die === '*').length;
  if (thrown.length === gameDice.dice && jokers <= gameDice.jokers) {
    void best.search(thrown, request.letter_values ?? undefined, decision, answer.data.valid ? answer.data.total : null);
  }
}

// ---------------------------------------------------------------------------
// Solo play: the throw first, then the board; the dice not on the board are
// the leftover.

const solo = throwField !== null;

/** The throw as typed, or null (with the message at the field). */
function soloThrow() {
  const read = readThrow(throwField?.value ?? '');
  if ('error' in read) return { error: t('happycross-char-is-not-a-die', { char: read.char }) };
  if (read.dice.length !== gameDice.dice) return { error: t('happycross-solo-throw-count', { dice: gameDice.dice, count: read.dice.length }) };
  const jokers = read.dice.filter((die) => die === '*').length;
  if (jokers > gameDice.jokers) return { error: t('happycross-solo-throw-jokers', { jokers: gameDice.jokers }) };
  return { dice: read.dice };
}

/** The throw's dice as tiles, the ones on the board marked; the leftover field follows. */
function showThrow() {
  const read = readThrow(throwField?.value ?? '');
  const tiles = $('#throw-dice');
  if ('error' in read || read.dice.length === 0) {
    replace(tiles);
    leftoverField.value = '';
    return;
  }
  const { left } = remainingDice(read.dice, diceOnBoard(grid.read()));
  const free = [...left];
  const items = read.dice.map((die) => {
    const at = free.indexOf(die);
    const placed = at < 0;
    if (!placed) free.splice(at, 1);
    const face = die === '*' ? '◊' : die;
    return el('li', { class: placed ? 'die placed' : 'die', 'aria-label': placed ? `${face}, ${t('happycross-solo-on-the-board')}` : face, text: face });
  });
  replace(tiles, ...items);
  leftoverField.value = left.map((die) => (die === '*' ? '◊' : die)).join(' ');
}

/** Checks the throw and the board against each other; false with the message shown. */
function soloLeftover() {
  const thrown = soloThrow();
  if (!thrown.dice) {
    if (throwField) fieldError(throwField, thrown.error ?? '');
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('happycross-entry-not-readable'), detail: thrown.error ?? '' });
    return false;
  }
  const { extra } = remainingDice(thrown.dice, diceOnBoard(grid.read()));
  if (extra.length > 0) {
    const dice = extra.map((die) => (die === '*' ? '◊' : die)).join(', ');
    boardError.textContent = t('happycross-solo-not-thrown', { dice });
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('happycross-solo-board-and-throw'), detail: boardError.textContent });
    return false;
  }
  showThrow();
  return true;
}

/**
 * Letters of the throw nobody gave a value for get the TYP-DOM ruleset's
 * (the booklet prints only seven); the hint under the field says so.
 * @param {string[]} dice
 */
async function fillMissingValues(dice) {
  const given = readValues().values ?? {};
  const missing = [...new Set(dice.filter((die) => die !== '*' && rulesetValues[die] === undefined && given[die] === undefined))];
  if (missing.length === 0) return;
  const typdom = await getRuleset('typdom');
  if (!typdom.ok) return;
  const table = /** @type {{ point?: { letter_values?: Record<string, number> } }} */ (/** @type {unknown} */ (typdom.data.parameters)).point?.letter_values ?? {};
  const filled = missing.filter((letter) => table[letter] !== undefined).map((letter) => `${letter}=${table[letter]}`);
  if (filled.length === 0) return;
  valuesField.value = [valuesField.value.trim(), ...filled].filter(Boolean).join(', ');
  sheet.save();
}

if (throwField) {
  $('#roll').addEventListener('click', () => {
    const dice = rollThrow(gameDice.dice, gameDice.jokers);
    throwField.value = dice.map((die) => (die === '*' ? '◊' : die)).join(' ');
    clearErrors();
    grid.write([]);
    sheet.save();
    void fillMissingValues(dice);
  });
  throwField.addEventListener('change', () => {
    const thrown = soloThrow();
    if (thrown.dice) void fillMissingValues(thrown.dice);
  });
}

/** @type {import('./sheet.js').Sheet<HappycrossState>} */
const sheet = await startSheet({
  game: 'happycross',
  read: () => ({ grid: grid.read(), leftover: leftoverField.value, values: valuesField.value, ...(throwField ? { throw: throwField.value } : {}) }),
  fill(state) {
    if (throwField) throwField.value = typeof state.throw === 'string' ? state.throw : '';
    if (Array.isArray(state.grid)) grid.write(state.grid);
    leftoverField.value = state.leftover ?? '';
    valuesField.value = state.values ?? '';
    if (solo) showThrow();
  },
  reopened(state) {
    if (Array.isArray(state.grid) && state.grid.some((row) => /[A-Za-z]/.test(row))) void check();
  },
  rulesetChosen(ruleset) {
    const parameters = /** @type {{ layout?: string[], letter_values?: Record<string, number>, dice?: number, max_jokers?: number }} */ (/** @type {unknown} */ (ruleset.parameters));
    if (Array.isArray(parameters.layout) && parameters.layout.length > 0) drawLayout(parameters.layout);
    rulesetValues = parameters.letter_values ?? {};
    gameDice = { dice: parameters.dice ?? 13, jokers: parameters.max_jokers ?? 2 };
    const known = Object.entries(rulesetValues)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([letter, value]) => `${letter}=${value}`)
      .join(' ');
    $('#values-known').textContent = known ? t('happycross-ruleset-knows', { known }) : '';
  },
});

// The values printed on the dice stay the same for a whole tournament: kept
// on the device until „Werte löschen“, and filled into a new sheet.
const keptValues = keptOnDevice('wortwert.values.happycross');
if (!valuesField.value) valuesField.value = keptValues.load() ?? '';
valuesField.addEventListener('input', () => keptValues.save(valuesField.value));
$('#clear-values').addEventListener('click', () => {
  valuesField.value = '';
  keptValues.clear();
  result.edited();
  sheet.save();
  valuesField.focus();
});

$('#happycross-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void check();
});
// Registered once the sheet exists: filling it from a link is no edit.
result.watch($('#happycross-form'), ...decisionFields());
grid.onChange(result.edited);
if (solo) grid.onChange(showThrow);
throwField?.addEventListener('input', showThrow);

$('#clear-board').addEventListener('click', () => {
  grid.write([]);
  clearErrors();
  sheet.save();
  grid.cell(0, 0)?.focus();
});
