// What the pages' answer tables share: a region that keeps a wide table
// inside a narrow screen, column headings, and rows that show their word on the board when hovered,
// focused or chosen (click, Enter or Space), the answer's own marks kept.

import { el } from './dom.js';

/** @typedef {import('./grid.js').GridEditor} GridEditor */

/**
 * A table in a region of its own (focusable, named). A table whose whole
 * words do not fit the screen side by side (on a phone, mostly) is stacked: a block
 * per row, each cell labelled with its column's heading, so neither the
 * page nor the table scrolls sideways and no word is broken between two
 * letters. Measured again whenever the region's size changes.
 * @param {HTMLElement} table
 * @param {string} label
 */
export function scroller(table, label) {
  const region = el('div', { class: 'table-scroll', role: 'region', tabindex: 0, 'aria-label': label }, table);
  new ResizeObserver(() => stackWhenTooWide(region, table)).observe(region);
  return region;
}

/**
 * Stacks `table` when, laid out as a table, it is wider than `region`.
 * @param {HTMLElement} region
 * @param {HTMLElement} table
 */
function stackWhenTooWide(region, table) {
  // Measured as a table: the stacked layout always fits, so it says nothing.
  table.classList.remove('stacked');
  if (region.scrollWidth <= region.clientWidth + 1) return;
  labelCells(table);
  table.classList.add('stacked');
}

/**
 * Gives every body and foot cell without a label its column's heading
 * (`data-label`, shown before the cell when the table is stacked).
 * @param {HTMLElement} table
 */
function labelCells(table) {
  /** @type {string[]} */
  const headings = [];
  for (const th of table.querySelectorAll('thead tr:last-child > th')) {
    const span = /** @type {HTMLTableCellElement} */ (th).colSpan || 1;
    for (let i = 0; i < span; i += 1) headings.push(th.textContent?.trim() ?? '');
  }
  for (const row of table.querySelectorAll('tbody tr, tfoot tr')) {
    let column = 0;
    for (const cell of /** @type {HTMLTableRowElement} */ (row).cells) {
      const heading = headings[column];
      if (heading && !cell.hasAttribute('data-label') && cell.colSpan === 1) cell.dataset.label = heading;
      column += cell.colSpan || 1;
    }
  }
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
