// A board typed cell by cell, the way it lies on the table: arrows move,
// typing fills and moves on (across or down), Backspace clears and moves
// back, Delete clears, and pasting text fills the board from the cell in
// focus, one line per row. One cell is in the tab order at a time, so Tab
// leaves the board (a roving tabindex, as for an ARIA grid).

import { el } from './dom.js';
import { t } from './i18n.js';

/**
 * @typedef {object} GridOptions
 * @property {number} rows
 * @property {number} cols
 * @property {string} label  the board's accessible name
 * @property {(key: string) => string | null} [accept]  a typed character as the cell shows it, or null to refuse it;
 *   a longer answer (Ä written as AE) fills this cell and the next ones in the typing direction
 * @property {(row: number, col: number) => string} [cellClass]  e.g. a premium field's class
 * @property {(row: number, col: number) => string} [cellNote]  said after the cell's position, e.g. "Dreifach"
 * @property {number} [width]  how many characters a cell may hold (1)
 */

/**
 * @typedef {object} GridEditor
 * @property {HTMLElement} element
 * @property {() => string[]} read  the rows, `.` for an empty cell
 * @property {(rows: readonly string[]) => void} write
 * @property {(rows: number, cols: number) => void} resize
 * @property {(row: number, col: number, className: string, title?: string) => void} mark
 * @property {() => void} clearMarks
 * @property {(listener: () => void) => void} onChange
 * @property {(row: number, col: number) => HTMLInputElement | undefined} cell
 */

/**
 * A cell's place on the board as a sentence names it: „Zeile 2, Spalte 3“,
 * “row 2, column 3”.
 * @param {number} row
 * @param {number} col
 */
export function cellName(row, col) {
  return `${t('grid-row')} ${row + 1}, ${t('grid-column')} ${col + 1}`;
}

/** German and English letters, umlauts and ß, upper-cased; `.` and space empty a cell. */
export function letters(/** @type {string} */ key) {
  if (key === '.' || key === ' ') return '';
  const upper = key.toLocaleUpperCase('de-DE');
  if (key === 'ß') return 'ß';
  return /^[A-ZÄÖÜ]$/u.test(upper) ? upper : null;
}

/**
 * @param {GridOptions} options
 * @returns {GridEditor}
 */
export function createGrid(options) {
  const accept = options.accept ?? letters;
  const width = options.width ?? 1;
  let rows = options.rows;
  let cols = options.cols;
  let across = true;
  /** @type {HTMLInputElement[][]} */
  let cells = [];
  /** @type {(() => void)[]} */
  const listeners = [];
  const changed = () => listeners.forEach((listener) => listener());

  const table = el('table', { class: 'board', role: 'grid', 'aria-label': options.label });
  const direction = el('button', { type: 'button', class: 'direction' });
  const showDirection = () => {
    direction.textContent = across ? t('grid-typing-direction-across') : t('grid-typing-direction-down');
    direction.setAttribute('aria-pressed', String(!across));
  };
  /** The cell typed in last: the direction toggle hands the focus back to it, so typing goes on in the board. */
  let lastCell = { row: 0, col: 0 };
  direction.addEventListener('click', () => {
    across = !across;
    showDirection();
    focus(lastCell.row, lastCell.col);
  });
  showDirection();
  const hint = el('p', {
    class: 'hint',
    text: t('grid-arrows-move-typing-fills-backspace'),
  });
  // What became of a typed letter the cell could not take as it is (Ä as AE, or refused).
  const gridNote = el('p', { class: 'grid-note', role: 'status' });
  const element = el('div', { class: 'grid-editor' }, table, gridNote, el('div', { class: 'grid-tools no-print' }, direction), hint);
  hint.classList.add('no-print');

  /** @param {number} row @param {number} col */
  function focus(row, col) {
    const target = cells[row]?.[col];
    if (!target) return;
    lastCell = { row, col };
    for (const line of cells) for (const cell of line) cell.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
    target.select();
  }

  /** @param {number} row @param {number} col @param {number} step */
  function advance(row, col, step) {
    if (across) {
      const next = col + step;
      if (next >= 0 && next < cols) focus(row, next);
    } else {
      const next = row + step;
      if (next >= 0 && next < rows) focus(next, col);
    }
  }

  /**
   * A typed letter the game writes as several (Ä as AE): one per cell from
   * this one on in the typing direction, or refused with a note when the
   * board ends first (nothing is lost silently).
   * @param {string} typed @param {string} value @param {number} row @param {number} col
   */
  function spread(typed, value, row, col) {
    const parts = [...value];
    const targets = parts.map((_, i) => (across ? cells[row]?.[col + i] : cells[row + i]?.[col]));
    if (targets.some((target) => !target)) {
      const previous = cells[row]?.[col];
      if (previous) previous.value = '';
      gridNote.textContent = t('grid-written-as-no-room', { typed, value, row: row + 1, col: col + 1 });
      changed();
      return;
    }
    targets.forEach((target, i) => {
      if (target) target.value = parts[i] ?? '';
    });
    gridNote.textContent = t('grid-written-as', { typed, value });
    changed();
    advance(across ? row : row + parts.length - 1, across ? col + parts.length - 1 : col, 1);
  }

  /** @param {string} text @param {number} row @param {number} col */
  function paste(text, row, col) {
    const lines = text.replace(/\r/g, '').split('\n');
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    lines.forEach((line, i) => {
      // A letter written as several (Ä as AE) takes as many cells.
      const cellsOfLine = [...line.trim()].flatMap((char) => {
        const value = accept(char);
        return value !== null && [...value].length > width ? [...value] : [value];
      });
      cellsOfLine.forEach((value, j) => {
        const target = cells[row + i]?.[col + j];
        if (target && value !== null) target.value = value;
      });
    });
    changed();
  }

  /** @param {number} row @param {number} col */
  function makeCell(row, col) {
    const note = options.cellNote?.(row, col);
    const cell = el('input', {
      type: 'text',
      class: 'cell',
      maxlength: width,
      autocomplete: 'off',
      autocapitalize: 'characters',
      spellcheck: 'false',
      tabindex: row === 0 && col === 0 ? 0 : -1,
      'aria-label': `${t('grid-row-2')} ${row + 1}, ${t('grid-column-2')} ${col + 1}${note ? `, ${note}` : ''}`,
      'data-row': row,
      'data-col': col,
    });
    cell.addEventListener('focus', () => {
      lastCell = { row, col };
      cell.select();
    });
    cell.addEventListener('keydown', (event) => {
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      const move = moves[/** @type {keyof typeof moves} */ (event.key)];
      if (move) {
        event.preventDefault();
        focus(Math.min(rows - 1, Math.max(0, row + (move[0] ?? 0))), Math.min(cols - 1, Math.max(0, col + (move[1] ?? 0))));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        if (cell.value) {
          cell.value = '';
        } else {
          advance(row, col, -1);
          const back = /** @type {HTMLInputElement} */ (document.activeElement);
          if (back !== cell && back.classList.contains('cell')) back.value = '';
        }
        changed();
      } else if (event.key === 'Delete') {
        event.preventDefault();
        cell.value = '';
        changed();
      } else if (event.key === 'Home') {
        event.preventDefault();
        focus(row, 0);
      } else if (event.key === 'End') {
        event.preventDefault();
        focus(row, cols - 1);
      }
    });
    cell.addEventListener('input', () => {
      const typed = [...cell.value];
      const last = typed[typed.length - 1];
      const value = last === undefined ? '' : accept(last);
      gridNote.textContent = '';
      if (value !== null && [...value].length > width && last !== undefined) {
        spread(last, value, row, col);
        return;
      }
      cell.value = value ?? '';
      changed();
      if (last !== undefined && value !== null) advance(row, col, 1);
    });
    cell.addEventListener('paste', (event) => {
      const text = event.clipboardData?.getData('text/plain');
      if (text === undefined) return;
      event.preventDefault();
      paste(text, row, col);
    });
    return cell;
  }

  function build() {
    const previous = cells.map((line) => line.map((cell) => cell.value));
    cells = [];
    // On a phone the cells share the width the board has (app.css): a
    // wide table gets smaller cells instead of a page that scrolls sideways.
    table.style.setProperty('--cols', String(cols));
    const body = el('tbody');
    for (let row = 0; row < rows; row += 1) {
      const line = [];
      const tr_ = el('tr');
      for (let col = 0; col < cols; col += 1) {
        const cell = makeCell(row, col);
        cell.value = previous[row]?.[col] ?? '';
        line.push(cell);
        const extra = options.cellClass?.(row, col);
        tr_.append(el('td', { class: extra || undefined, role: 'gridcell' }, cell));
      }
      cells.push(line);
      body.append(tr_);
    }
    table.replaceChildren(body);
  }
  build();

  return {
    element,
    read: () => cells.map((line) => line.map((cell) => cell.value || '.').join('')),
    write(lines) {
      cells.forEach((line, row) => {
        const chars = [...(lines[row] ?? '')];
        line.forEach((cell, col) => {
          const char = chars[col] ?? '.';
          cell.value = char === '.' ? '' : char;
        });
      });
      changed();
    },
    resize(newRows, newCols) {
      rows = newRows;
      cols = newCols;
      build();
      changed();
    },
    mark(row, col, className, title) {
      const cell = cells[row]?.[col];
      if (!cell) return;
      cell.parentElement?.classList.add(className);
      if (title) {
        cell.title = title;
        cell.setAttribute('aria-description', title);
      }
    },
    clearMarks() {
      for (const line of cells) {
        for (const cell of line) {
          const td = cell.parentElement;
          if (td) for (const name of [...td.classList]) if (name.startsWith('mark-')) td.classList.remove(name);
          cell.removeAttribute('title');
          cell.removeAttribute('aria-description');
        }
      }
    },
    onChange: (listener) => listeners.push(listener),
    cell: (row, col) => cells[row]?.[col],
  };
}
