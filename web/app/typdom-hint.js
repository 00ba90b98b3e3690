// A hint for a rack: the best moves the service's move generator finds
// for the tiles in hand on the table as typed, ranked by the chosen
// variant's points. Choosing a move shows its tiles on the table; „Legen“
// puts it there. An answer that arrives after the table changed is dropped.

import { bestTypdomMoves } from './api.js';
import { el, replace } from './dom.js';
import { cellName } from './grid.js';
import { number, t } from './i18n.js';
import { columnHeads, scroller } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {import('./api.js').Decision} Decision */
/** @typedef {Schemas['typdom.RankedMove']} RankedMove */

/** Moves a hint lists. */
const HINT_MOVES = 5;
/** How long the generator may search for a hint, in milliseconds. */
const BUDGET_MS = 1000;

/**
 * @typedef {object} HintOptions
 * @property {HTMLInputElement} rack
 * @property {HTMLElement} result
 * @property {() => string[]} table  the table's rows as typed
 * @property {() => Schemas['typdom.BestMoveRequest']['variant']} variant
 * @property {() => Decision} decision
 * @property {() => Record<string, number> | undefined} letterValues  Point-Typ-Dom's values as typed on the sheet
 * @property {(row: number, col: number, letter: string, title: string) => void} mark  shows a tile of a move on the table
 * @property {() => void} clearMarks
 * @property {(rows: string[]) => void} lay  puts a layout on the table
 * @property {(message: string) => void} rackError
 */

/** @param {HintOptions} options */
export function hintPanel(options) {
  let generation = 0;

  /** The rack as the API takes it: letters and `*`, or null when it holds something else. */
  function readRack() {
    const tiles = options.rack.value.replace(/[\s,;]/g, '').replace(/[?◊]/g, '*');
    if (!/^[A-Za-zÄÖÜäöüß*]*$/.test(tiles)) return null;
    return tiles.toLocaleUpperCase('de-DE');
  }

  function clear() {
    generation += 1;
    replace(options.result);
  }

  async function search() {
    clear();
    const mine = generation;
    const rack = readRack();
    if (!rack) {
      options.rackError(t('typdom-hint-rack-unreadable'));
      return;
    }
    if (rack.length === 0) {
      options.rackError(t('typdom-hint-rack-empty'));
      return;
    }
    replace(options.result, el('p', { text: t('typdom-hint-searching') }));
    /** @type {Schemas['typdom.BestMoveRequest']} */
    const request = { grid: options.table(), rack, variant: options.variant(), limit: HINT_MOVES, budget_ms: BUDGET_MS };
    const values = options.letterValues();
    if (values) request.letter_values = values;
    const answer = await bestTypdomMoves(request, options.decision());
    if (mine !== generation) return;
    if (!answer.ok) {
      const rackProblem = (answer.problem.errors ?? []).find((error) => error.field.startsWith('/rack'));
      if (rackProblem) options.rackError(rackProblem.message);
      const detail = (answer.problem.errors ?? []).map((error) => error.message).join(' ') || answer.problem.detail;
      replace(options.result, el('p', { class: 'field-error', id: 'hint-failed', text: `${t('typdom-hint-failed')} ${detail}` }));
      return;
    }
    show(answer.data);
  }

  /** @param {Schemas['typdom.BestMoveAnswer']} answer */
  function show(answer) {
    if (answer.moves.length === 0) {
      replace(options.result, el('p', { id: 'hint-none', text: t('typdom-hint-none') }));
      return;
    }
    const rows = answer.moves.map((move, index) => moveRow(move, index));
    replace(
      options.result,
      scroller(
        el(
          'table',
          { class: 'breakdown', id: 'hint-moves' },
          el('caption', { text: t('typdom-hint-caption') }),
          columnHeads([t('typdom-word'), t('typdom-position'), t('typdom-hint-tiles'), t('typdom-hint-points'), t('typdom-hint-lay')], [3]),
          el('tbody', {}, ...rows),
        ),
        t('typdom-hint-caption'),
      ),
      answer.complete ? null : el('p', { class: 'hint', text: t('typdom-hint-incomplete') }),
    );
  }

  /** @param {RankedMove} move @param {number} index */
  function moveRow(move, index) {
    // Positions are given on the table as „Legen“ leaves it (after both words).
    const rowsAdded = move.rows_added + (move.second?.rows_added ?? 0);
    const colsAdded = move.cols_added + (move.second?.cols_added ?? 0);
    const grows = rowsAdded > 0 || colsAdded > 0;
    const where = `${cellName(move.row + rowsAdded, move.col + colsAdded)}, ${move.direction === 'across' ? t('typdom-across') : t('typdom-down')}`;
    const second = move.second ? t('typdom-hint-second-word', { word: move.second.word, points: move.second.points }) : '';
    const button = el('button', { type: 'button', class: 'lay', text: t('typdom-hint-lay-button'), 'aria-label': `${t('typdom-hint-lay-button')}: ${move.word}` });
    button.addEventListener('click', () => {
      clear();
      options.lay(move.second?.layout.grid ?? move.layout.grid);
    });
    const row = el(
      'tr',
      { class: 'word-row', tabindex: 0, 'data-move': index },
      el('td', {}, el('strong', { text: move.word }), second ? el('span', { class: 'second', text: ` ${second}` }) : null),
      el('td', { text: grows ? `${where} (${t('typdom-hint-table-grows')})` : where }),
      el('td', { text: move.tiles.replaceAll('*', '◊') }),
      el('td', { class: 'number', text: number(move.total) }),
      el('td', {}, button),
    );
    // The tiles of a move inside the table as it is are shown on it.
    const show = () => {
      options.clearMarks();
      if (grows) return;
      for (const tile of [...move.placed, ...(move.second?.placed ?? [])]) {
        options.mark(tile.row, tile.col, tile.jolly ? tile.letter.toLowerCase() : tile.letter, `${move.word}: ${tile.jolly ? `◊ ${tile.letter}` : tile.letter}`);
      }
    };
    row.addEventListener('mouseenter', show);
    row.addEventListener('focus', show);
    return row;
  }

  return { search, clear };
}
