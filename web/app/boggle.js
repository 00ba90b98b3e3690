// The Boggle score sheet: the board (typed die by die or rolled from a
// seed), each player's list, the round scored the way the booklet counts
// (struck words, points by letters, the winner), and every word the board
// holds. Selecting a word shows its path of dice on the board, numbered.

import { clearFieldErrors, fieldError, noteError, versionError } from './fields.js';
import { decisionFields, freshResult } from './fresh.js';
import { el, input, replace, $ } from './dom.js';
import { number, t } from './i18n.js';
import { rollBoggleBoard, scoreBoggle, solveBoggle } from './api.js';
import { cellName, createGrid } from './grid.js';
import { rulesetTitle } from './labels.js';
import { gridPosition, startSheet } from './sheet.js';
import { columnHeads } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {{ name: string, words: string }} PlayerState */
/** @typedef {'score' | 'solve'} Run */
/** @typedef {{ grid: string[], seed: string, players: PlayerState[], ran: Run[] }} BoggleState */
/** @typedef {Schemas['boggle.ScoreRequest']['ruleset']} BoggleRuleset */

const form = /** @type {HTMLFormElement} */ ($('#boggle-form'));
const seedField = input('seed');
const seedError = $('#seed-error');
const boardError = $('#board-error');
const pathStatus = $('#path-status');
const rollStatus = $('#roll-status');
const playersArea = $('#players');
const playersError = $('#players-error');
const resultArea = $('#result');
const detailsArea = $('#result-details');
const solverSummary = $('#solver-summary');
const solverList = $('#solver-list');
const printSolverList = input('print-solver-list');

// The sheet itself prints on one page; the solver's full list is long, so it
// is printed only when asked for, and then starts on page 2.
printSolverList.addEventListener('change', () => {
  $('#solver-section').classList.toggle('print-list', printSolverList.checked);
});

let size = 4;
/** @type {Set<Run>} */
const ran = new Set();

const boardLabel = () => t('boggle-board-size', { size });
const grid = createGrid({ rows: size, cols: size, label: boardLabel() });
$('#board').append(grid.element);

// --- The board ---------------------------------------------------------

/** The cells of the board, with their table cells. */
function* cells() {
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const cell = grid.cell(row, col);
      const td = cell?.parentElement;
      if (cell && td) yield { row, col, cell, td };
    }
  }
}

/** A die's face as people read it: the Q die is Qu. */
function face(/** @type {number} */ row, /** @type {number} */ col) {
  const value = grid.cell(row, col)?.value ?? '';
  return value === 'Q' ? 'Qu' : value;
}

/** Shows a small "u" beside each Q: the Qu die. */
function showQu() {
  for (const { cell, td } of cells()) td.classList.toggle('face-qu', cell.value === 'Q');
}

/** Takes every mark off the board: paths, their numbers, refusals. */
function clearBoard() {
  grid.clearMarks();
  for (const { td } of cells()) delete td.dataset.step;
  replace(pathStatus);
  for (const button of document.querySelectorAll('button.word[aria-pressed="true"]')) button.setAttribute('aria-pressed', 'false');
}

grid.onChange(() => {
  showQu();
  clearBoard();
});

/** @param {number} newSize */
function setSize(newSize) {
  if (newSize === size) return;
  size = newSize;
  grid.resize(size, size);
  grid.element.querySelector('table')?.setAttribute('aria-label', boardLabel());
}

/** @returns {string[]} the rows, `Q` for the Qu die, `.` for an empty cell */
const rows = () => grid.read();

/**
 * The board as the service's lists of faces, one per die (`Q` is the Qu
 * die): a refusal then names the very die it is about (`/grid/1/2`).
 */
const faces = () => rows().map((row) => [...row].map((letter) => (letter.toUpperCase() === 'Q' ? 'QU' : letter)));

/**
 * Shows a word's path on the board: the dice marked and numbered in order.
 * @param {string} word
 * @param {number[][]} path
 * @param {HTMLButtonElement} button
 */
function showPath(word, path, button) {
  const again = button.getAttribute('aria-pressed') === 'true';
  clearBoard();
  if (again) return;
  /** @type {string[]} */
  const steps = [];
  path.forEach(([row, col], index) => {
    if (row === undefined || col === undefined) return;
    const title = t('boggle-die-of-word', { number: index + 1, word });
    grid.mark(row, col, 'mark-path', title);
    const td = grid.cell(row, col)?.parentElement;
    if (td) td.dataset.step = String(index + 1);
    steps.push(`${face(row, col)} (${cellName(row, col)})`);
  });
  button.setAttribute('aria-pressed', 'true');
  replace(pathStatus, el('strong', { text: word }), `: ${steps.join(' → ')}`);
}

/**
 * A word people can select to see its path, or plain text when it has none.
 * @param {string} text
 * @param {string} word
 * @param {number[][] | null | undefined} path
 */
function wordCell(text, word, path) {
  if (!path || path.length === 0) return el('span', { text });
  const button = el('button', {
    type: 'button',
    class: 'word',
    'aria-pressed': 'false',
    title: t('boggle-show-the-path-on-the'),
  }, text);
  button.addEventListener('click', () => showPath(word, path, button));
  return button;
}

// --- Players -------------------------------------------------------------

let playerCounter = 0;

/**
 * @typedef {object} PlayerBlock
 * @property {HTMLFieldSetElement} element
 * @property {HTMLInputElement} name
 * @property {HTMLTextAreaElement} words
 * @property {HTMLElement} nameError
 * @property {HTMLElement} wordsError
 * @property {HTMLButtonElement} remove
 * @property {HTMLElement} legend
 */
/** @type {PlayerBlock[]} */
let players = [];

/** @param {PlayerState} state */
function addPlayer(state) {
  playerCounter += 1;
  const id = `player-${playerCounter}`;
  const legend = el('legend');
  const name = el('input', { id: `${id}-name`, type: 'text', autocomplete: 'off', spellcheck: 'false', maxlength: 60, 'aria-describedby': `${id}-name-error` });
  const nameError = el('span', { id: `${id}-name-error`, class: 'field-error' });
  const words = el('textarea', { id: `${id}-words`, rows: 6, spellcheck: 'false', autocapitalize: 'off', 'aria-describedby': `${id}-words-error` });
  const wordsError = el('span', { id: `${id}-words-error`, class: 'field-error' });
  const remove = el('button', { type: 'button', class: 'remove no-print' });
  name.value = state.name;
  words.value = state.words;
  const element = el(
    'fieldset',
    { class: 'player' },
    legend,
    el('div', { class: 'field' }, el('label', { for: name.id, text: t('boggle-name') }), name, nameError),
    el('div', { class: 'field' }, el('label', { for: words.id, text: t('boggle-words-one-per-line') }), words, wordsError),
    remove,
  );
  /** @type {PlayerBlock} */
  const block = { element, name, words, nameError, wordsError, remove, legend };
  remove.addEventListener('click', () => {
    scoreFresh.edited();
    const index = players.indexOf(block);
    players = players.filter((p) => p !== block);
    element.remove();
    numberPlayers();
    const next = players[Math.min(index, players.length - 1)];
    next?.name.focus();
    sheet?.save();
  });
  name.addEventListener('input', () => numberPlayers());
  players.push(block);
  playersArea.append(element);
  numberPlayers();
  return block;
}

/** The player's name as sent: what was typed, or "Spieler n". */
function playerName(/** @type {PlayerBlock} */ block, /** @type {number} */ index) {
  return block.name.value.trim() || t('boggle-player-number', { number: index + 1 });
}

function numberPlayers() {
  players.forEach((block, index) => {
    block.legend.textContent = t('boggle-player-number', { number: index + 1 });
    block.name.placeholder = t('boggle-player-number', { number: index + 1 });
    block.remove.textContent = t('boggle-remove');
    block.remove.setAttribute('aria-label', t('boggle-remove-player', { player: playerName(block, index) }));
    block.remove.disabled = players.length <= 1;
  });
}

/** @param {PlayerBlock} block */
const wordsOf = (block) => block.words.value.split('\n').map((w) => w.trim()).filter((w) => w.length > 0);

/** @param {PlayerState[]} states */
function setPlayers(states) {
  for (const block of players) block.element.remove();
  players = [];
  for (const state of states.length > 0 ? states : [{ name: '', words: '' }]) addPlayer(state);
}

$('#add-player').addEventListener('click', () => {
  scoreFresh.edited();
  const block = addPlayer({ name: '', words: '' });
  block.name.focus();
  sheet?.save();
});

// --- Refusals shown where they belong -------------------------------------

function clearErrors() {
  clearBoard();
  clearFieldErrors(document);
  for (const area of document.querySelectorAll('.field-error')) area.textContent = '';
  sheet?.showProblem(null);
}

/**
 * Shows each field error of a refusal at its cell or field, and the whole
 * problem in the alert area.
 * @param {Problem} problem
 */
function showRefusal(problem) {
  sheet?.showProblem(problem);
  for (const error of problem.errors ?? []) {
    const { field, message } = error;
    const position = gridPosition(field);
    if (position) {
      const { row, col } = position;
      const where = col === undefined
        ? t('boggle-row-row', { row: row + 1 })
        : t('boggle-row-row-column-col', { row: row + 1, col: col + 1 });
      if (col !== undefined && grid.cell(row, col)) {
        grid.mark(row, col, 'mark-violation', message);
        grid.cell(row, col)?.setAttribute('aria-invalid', 'true');
      } else {
        for (let c = 0; c < size; c += 1) {
          grid.mark(row, c, 'mark-violation', message);
          grid.cell(row, c)?.setAttribute('aria-invalid', 'true');
        }
      }
      noteError(boardError, `${where}: ${message}`);
      continue;
    }
    if (field === '/grid') {
      noteError(boardError, message);
      continue;
    }
    if (field === '/seed') {
      fieldError(seedField, message, seedError);
      continue;
    }
    if (field === '/lexicon_version') {
      versionError(message);
      continue;
    }
    const player = /^\/players\/(\d+)(?:\/(name|words)(?:\/(\d+))?)?$/.exec(field);
    const block = player ? players[Number(player[1])] : undefined;
    if (player && block) {
      if (player[2] === 'name') fieldError(block.name, message, block.nameError);
      else if (player[3] !== undefined) fieldError(block.words, `${t('boggle-word')} ${Number(player[3]) + 1}: ${message}`, block.wordsError);
      else fieldError(block.words, message, block.wordsError);
      continue;
    }
    noteError(playersError, message);
  }
}

// --- Scoring a round -------------------------------------------------------

/** @param {Schemas['boggle.WordStatus']} status */
const statusLabel = (status) =>
  ({ ok: t('boggle-counts'), struck: t('boggle-struck'), invalid: t('boggle-invalid') })[status];

/** @param {string[]} names */
function nameList(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('boggle-and')} ${names[names.length - 1]}`;
}

/**
 * The reasons of a word in plain words.
 * @param {Schemas['boggle.ScoredWord']} word
 * @param {string[]} writers  the other players who wrote it, when struck
 */
function reasonsOf(word, writers) {
  const key = word.key ?? word.word;
  const texts = word.reasons.map((reason) => {
    switch (reason.code) {
      case 'struck':
        return writers.length > 0
          ? t('boggle-also-written-by', { writers: nameList(writers) })
          : reason.detail;
      case 'not_on_board':
        return t('boggle-not-on-board', { word: key });
      case 'die_reused':
        return t('boggle-die-reused', { word: key });
      case 'repeated':
        return word.repeat_of !== undefined && word.repeat_of !== null
          ? t('boggle-already-in-line', { line: word.repeat_of + 1 })
          : reason.detail;
      default:
        return reason.detail;
    }
  });
  return texts.join('; ');
}

/** @param {Schemas['Decided_boggle.ScoreAnswer']} answer */
function showScores(answer) {
  const names = answer.players.map((p) => p.name);
  const best = Math.max(0, ...answer.players.map((p) => p.total));
  const winners = answer.players.filter((p) => p.total === best).map((p) => p.name);
  const points = (/** @type {number} */ n) => t('boggle-points-count', { n });
  /** after "mit": dative plural */
  const withPoints = (/** @type {number} */ n) => t('boggle-with-points', { n });
  const winnerText = winners.length === 1
    ? t('boggle-winner', { winner: winners[0] ?? '', points: withPoints(best) })
    : t('boggle-tie', { winners: nameList(winners), points: withPoints(best) });

  /** @param {Schemas['boggle.PlayerScore']} player @param {Schemas['boggle.WordStatus']} status */
  const count = (player, status) => player.words.filter((w) => w.status === status).length;
  const summary = el(
    'table',
    { class: 'breakdown summary' },
    el('caption', { text: t('boggle-points-per-player') }),
    columnHeads([t('boggle-player'), t('boggle-count'), t('boggle-struck'), t('boggle-invalid'), t('boggle-points')], [1, 2, 3, 4]),
    el('tbody', {}, ...answer.players.map((player) =>
      el('tr', { class: winners.includes(player.name) ? 'winner' : undefined },
        el('th', { scope: 'row', text: player.name }),
        el('td', { class: 'number', text: number(count(player, 'ok')) }),
        el('td', { class: 'number', text: number(count(player, 'struck')) }),
        el('td', { class: 'number', text: number(count(player, 'invalid')) }),
        el('td', { class: 'number', 'data-total': player.total, text: number(player.total) }),
      ))),
  );

  const struck = answer.struck_by.length > 0
    ? el('div', { class: 'struck-words' },
      el('h3', { text: t('boggle-struck-words') }),
      el('p', { class: 'hint', text: t('boggle-written-by-several-players-they') }),
      el('ul', {}, ...answer.struck_by.map((s) =>
        el('li', {}, el('strong', { text: s.key }), el('span', { class: 'writers', text: ` — ${nameList(s.players.map((i) => names[i] ?? String(i + 1)))}` })))),
    )
    : el('p', { class: 'struck-words', text: t('boggle-no-word-struck') });

  const struckBy = new Map(answer.struck_by.map((s) => [s.key, s.players]));
  const lists = answer.players.map((player, index) => {
    const headingId = `player-result-${index}`;
    return el(
      'section',
      { class: 'player-result', 'aria-labelledby': headingId },
      el('h3', { id: headingId }, `${player.name}: `, el('span', { class: 'player-total', text: points(player.total) })),
      player.words.length === 0
        ? el('p', { text: t('boggle-no-words') })
        : el(
          'table',
          { class: 'breakdown words' },
          el('caption', { class: 'visually-hidden', text: t('boggle-words-of-player', { player: player.name }) }),
          columnHeads([t('boggle-no'), t('boggle-word'), t('boggle-letters'), t('boggle-verdict-and-reasons'), t('boggle-points')], [0, 2, 4]),
          el('tbody', {}, ...player.words.map((word, i) => {
            const others = (word.key ? struckBy.get(word.key) ?? [] : []).filter((p) => p !== index).map((p) => names[p] ?? '');
            const reasons = reasonsOf(word, others);
            return el('tr', { class: word.status === 'ok' ? undefined : word.status, 'data-status': word.status },
              el('td', { class: 'number', text: String(i + 1) }),
              el('td', { class: 'word-cell' }, wordCell(word.word, word.key ?? word.word, word.path)),
              el('td', { class: 'number', text: word.key ? String([...word.key].length) : '' }),
              el('td', { class: 'verdict-cell' },
                el('span', { class: word.status === 'ok' ? 'ok' : 'bad', text: statusLabel(word.status) }),
                reasons ? el('span', { class: 'reasons', text: reasons }) : null),
              el('td', { class: 'number', text: number(word.points) }),
            );
          })),
          el('tfoot', {}, el('tr', {},
            el('td', { colspan: 4, text: t('boggle-total') }),
            el('td', { class: 'number', text: number(player.total) }),
          )),
        ),
    );
  });

  // A board the dice cannot roll comes first: its words were judged on a board that may hold a typo.
  const impossible = answer.violations ?? [];
  for (const violation of impossible) grid.mark(violation.row, violation.col, 'mark-violation', violation.detail);
  replace(
    resultArea,
    impossible.length > 0
      ? el(
          'div',
          { class: 'board-violations', id: 'board-violations', role: 'alert' },
          el('h3', { text: t('boggle-board-not-from-the-dice') }),
          el('ul', { class: 'violations' }, ...impossible.map((v) => el('li', { text: v.detail }))),
        )
      : null,
    el('p', { class: 'winner-line total', 'data-winners': winners.join('|') }, winnerText),
    summary,
  );
  replace(detailsArea, struck, el('div', { class: 'player-results' }, ...lists),
    el('p', { class: 'hint', text: t('boggle-points-per-word-by-letters') }));
}

// The scores belong to the board and the players' words they were checked
// from, the solver's list to the board; both to the rules.
const scoreFresh = freshResult(() => {
  if (!resultArea.hasChildNodes() && !detailsArea.hasChildNodes()) return;
  replace(resultArea);
  replace(detailsArea);
  clearBoard();
  ran.delete('score');
  if (recorded === 'score') sheet?.clearRecord();
});
const solveFresh = freshResult(() => {
  if (!solverSummary.hasChildNodes() && !solverList.hasChildNodes()) return;
  replace(solverSummary);
  replace(solverList);
  ran.delete('solve');
  if (recorded === 'solve') sheet?.clearRecord();
});
/** Which result the record (link, JSON download) holds. @type {'score' | 'solve' | 'roll' | null} */
let recorded = null;

async function score() {
  clearErrors();
  const checking = scoreFresh.begin();
  const decision = sheet?.decision() ?? {};
  /** @type {Schemas['boggle.ScoreRequest']} */
  const request = {
    grid: faces(),
    players: players.map((block, index) => ({ name: playerName(block, index), words: wordsOf(block) })),
  };
  replace(detailsArea);
  replace(resultArea, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await scoreBoggle(request, decision);
  if (!scoreFresh.fresh(checking)) return;
  if (!answer.ok) {
    replace(resultArea);
    showRefusal(answer.problem);
    return;
  }
  ran.add('score');
  showScores(answer.data);
  recorded = 'score';
  sheet?.record('scoreBoggle', request, answer.data);
}

// --- Solving the board -----------------------------------------------------

/** @param {Schemas['Decided_boggle.SolveAnswer']} answer */
function showSolution(answer) {
  replace(
    solverSummary,
    el('p', { class: 'total solver-total' },
      t('boggle-solver-total', { words: answer.word_count, points: answer.max_score })),
    el('p', { class: 'hint', text: t('boggle-the-highest-score-one-player') }),
  );
  replace(
    solverList,
    el('div', { class: 'solver-scroll' },
      el('table', { class: 'breakdown solver' },
        el('caption', { class: 'visually-hidden', text: t('boggle-all-words-on-the-board') }),
        columnHeads([t('boggle-word'), t('boggle-letters-2'), t('boggle-points')], [1, 2]),
        el('tbody', {}, ...answer.words.map((word) => el('tr', {},
          el('td', {}, wordCell(word.word, word.word, word.path)),
          el('td', { class: 'number', text: String(word.letters) }),
          el('td', { class: 'number', text: String(word.points) }),
        ))),
      )),
  );
}

async function solve() {
  clearErrors();
  const decision = sheet?.decision() ?? {};
  /** @type {Schemas['boggle.SolveRequest']} */
  const request = { grid: faces() };
  const checking = solveFresh.begin();
  replace(solverList);
  replace(solverSummary, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await solveBoggle(request, decision);
  if (!solveFresh.fresh(checking)) return;
  if (!answer.ok) {
    replace(solverSummary);
    showRefusal(answer.problem);
    return;
  }
  ran.add('solve');
  showSolution(answer.data);
  recorded = 'solve';
  sheet?.record('solveBoggle', request, answer.data);
}

// --- Rolling a board ---------------------------------------------------------

async function roll() {
  clearErrors();
  const text = seedField.value.trim();
  const seed = text === '' ? undefined : Number(text);
  // A number goes to the service, which judges it (and names the field);
  // what is no number, or too large to send exactly, is refused here.
  if (seed !== undefined && !(/^-?\d+(?:\.\d+)?$/.test(text) && Math.abs(seed) <= Number.MAX_SAFE_INTEGER)) {
    fieldError(seedField, t('boggle-the-seed-is-a-whole'), seedError);
    return;
  }
  const decision = sheet?.decision() ?? {};
  /** @type {Schemas['BoardRequest']} */
  const request = { ruleset: /** @type {BoggleRuleset} */ (decision.ruleset), seed };
  const answer = await rollBoggleBoard(request);
  if (!answer.ok) {
    showRefusal(answer.problem);
    return;
  }
  const board = answer.data.board;
  setSize(board.size);
  const lines = board.rows ?? board.faces.map((line) => line.map((f) => (f === 'QU' ? 'Q' : f.charAt(0))).join(''));
  grid.write(lines);
  seedField.value = String(answer.data.seed);
  const rolledWith = answer.data.ruleset.id;
  replace(rollStatus, t('boggle-rolled-with-seed', { seed: answer.data.seed, ruleset: rulesetTitle(rolledWith, sheet?.titleOf(rolledWith)) }));
  grid.cell(0, 0)?.focus();
  recorded = 'roll';
  sheet?.record('rollBoggleBoard', request, answer.data);
}

$('#roll').addEventListener('click', () => void roll());
seedField.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    void roll();
  }
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void score();
});
$('#solve').addEventListener('click', () => void solve());

// --- The sheet -------------------------------------------------------------

setPlayers([{ name: '', words: '' }, { name: '', words: '' }]);

/** @type {import('./sheet.js').Sheet<BoggleState> | null} */
let sheet = null;
sheet = await startSheet({
  game: 'boggle',
  read: () => ({
    grid: rows(),
    seed: seedField.value,
    players: players.map((block) => ({ name: block.name.value, words: block.words.value })),
    ran: [...ran],
  }),
  fill(state) {
    if (Array.isArray(state.grid)) grid.write(state.grid.map((line) => String(line)));
    seedField.value = state.seed ?? '';
    setPlayers(Array.isArray(state.players) ? state.players.map((p) => ({ name: String(p.name ?? ''), words: String(p.words ?? '') })) : []);
  },
  // A sheet opened from a link checks again what had been checked.
  reopened(state) {
    void rerun(state);
  },
  rulesetChosen(view) {
    const parameters = /** @type {{ size?: unknown }} */ (/** @type {unknown} */ (view.parameters));
    setSize(typeof parameters.size === 'number' ? parameters.size : 4);
  },
});

// Registered once the sheet exists: filling it from a link is no edit.
scoreFresh.watch($('#players'), ...decisionFields());
solveFresh.watch(...decisionFields());
grid.onChange(scoreFresh.edited);
grid.onChange(solveFresh.edited);

/** @param {BoggleState} state */
async function rerun(state) {
  const runs = Array.isArray(state.ran) ? state.ran : [];
  if (runs.includes('score')) await score();
  if (runs.includes('solve')) await solve();
}
