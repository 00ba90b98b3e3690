// What the pages' answer tables share: a region that scrolls a wide table
// sideways, column headings, and rows that show their word on the board when hovered,
// focused or chosen (click, Enter or Space), the answer's own marks kept.

import { el } from './dom.js';

/** @typedef {import('./grid.js').GridEditor} GridEditor */

/**
 * A table in a region that scrolls sideways on a narrow screen (the page
 * itself never does); the region is focusable so the keyboard can scroll it.
 * @param {HTMLElement} table
 * @param {string} label
 */
export function scroller(table, label) {
  return el('div', { class: 'table-scroll', role: 'region', tabindex: 0, 'aria-label': label }, table);
}

/**
 * A table's column headings; the `numeric` ones (by position) right-aligned
 * like their numbers.
 * @param {string[]} headings
 * @param {number[]} [numeric]
 */
export function columnHeads(headings, numeric = []) {
  return el('thead', {}, el('tr', {}, ...headings.map((text, i) => el('th', { scope: 'col', class: numeric.includes(i) ? 'number' : undefined, text }))));
}

/**
 * @template W
 * @typedef {object} WordRows
 * @property {(marks: () => void) => void} reset  a new answer: its own marks (drawn under every word), nothing chosen
 * @property {(row: HTMLTableRowElement, word: W) => HTMLTableRowElement} link  makes a row show its word
 */

/**
 * Table rows linked to a board: the word of the row under the pointer, else
 * the one in focus, else the one chosen is drawn by `show` over the
 * answer's own marks. One row is chosen at a time; choosing it again
 * lets it go.
 * @template W
 * @param {GridEditor} board
 * @param {(word: W) => void} show  marks the word's cells
 * @returns {WordRows<W>}
 */
export function wordRows(board, show) {
  /** @type {() => void} */
  let marks = () => {};
  /** @type {W | null} */
  let selected = null;
  /** @type {W | null} */
  let focused = null;
  /** @type {HTMLTableRowElement[]} */
  let rows = [];

  /** @param {W | null} word */
  const highlight = (word) => {
    board.clearMarks();
    marks();
    if (word !== null) show(word);
  };

  return {
    reset(answerMarks) {
      marks = answerMarks;
      selected = null;
      focused = null;
      highlight(null);
    },
    link(row, word) {
      rows.push(row);
      row.tabIndex = 0;
      row.classList.add('word-row');
      row.addEventListener('mouseenter', () => highlight(word));
      row.addEventListener('focus', () => {
        focused = word;
        highlight(word);
      });
      row.addEventListener('mouseleave', () => highlight(focused ?? selected));
      row.addEventListener('blur', () => {
        focused = null;
        highlight(selected);
      });
      const toggle = () => {
        selected = selected === word ? null : word;
        rows = rows.filter((other) => other.isConnected);
        for (const other of rows) other.classList.toggle('selected', other === row && selected !== null);
        highlight(word);
      };
      row.addEventListener('click', toggle);
      row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          toggle();
        }
      });
      return row;
    },
  };
}
