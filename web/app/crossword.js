// The 6×6 play-by-mail Crossword: the final grid typed cell by cell (new
// letters upper case, old ones lower case, as mailed) and the claims per
// line, or the mailed sheet pasted as text and read here into grid and
// claims. The answer: claimed against verified per line, each word with
// its role and verdict, the discrepancies on the board and in the table,
// and the grid's optimum.

import { clearFieldErrors, fieldError, noteError, versionError } from './fields.js';
import { el, input, replace, textarea, $ } from './dom.js';
import { difference, number, t } from './i18n.js';
import { scoreCrossword } from './api.js';
import { cellName, createGrid } from './grid.js';
import { gridPosition, startSheet } from './sheet.js';
import { scroller, wordRows } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */

/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {{ words: string, sub: string, points: string }} ClaimRow */
/** @typedef {{ grid: string[], game: string, neu: string, claims: Record<string, ClaimRow>, total: string, text: string }} CrosswordState */
/** @typedef {{ line: string, start: number[], direction: Schemas['crossword.Direction'], length: number }} Placed */

let size = 6;

/** The lines in mailing order: rows, columns, diagonals. */
const lineNames = () => [
  ...Array.from({ length: size }, (_, i) => `row${i + 1}`),
  ...Array.from({ length: size }, (_, i) => `col${i + 1}`),
  'diag1',
  'diag2',
];

/** A line's name as people read it. @param {string} name */
function lineLabel(name) {
  const match = /^(row|col|diag)(\d+)$/.exec(name.toLowerCase());
  if (!match) return name;
  const n = match[2] ?? '';
  if (match[1] === 'row') return `${t('crossword-row')} ${n}`;
  if (match[1] === 'col') return `${t('crossword-column')} ${n}`;
  return n === '1' ? t('crossword-diagonal') : t('crossword-diagonal-2');
}

/** The cells of a line, in reading order. @param {string} name @returns {[number, number][]} */
function lineCells(name) {
  const match = /^(row|col|diag)(\d+)$/.exec(name.toLowerCase());
  if (!match) return [];
  const k = Number(match[2]) - 1;
  return Array.from({ length: size }, (_, i) => {
    if (match[1] === 'row') return [k, i];
    if (match[1] === 'col') return [i, k];
    return k === 0 ? [i, i] : [i, size - 1 - i];
  });
}

/** The cells a word covers. @param {Placed} word @returns {[number, number][]} */
function wordCells(word) {
  const kind = word.line.replace(/\d+$/, '');
  let [dr, dc] = kind === 'row' ? [0, 1] : kind === 'col' ? [1, 0] : word.line === 'diag1' ? [1, 1] : [1, -1];
  if (word.direction === 'backward') [dr, dc] = [-dr, -dc];
  const [r, c] = [word.start[0] ?? 0, word.start[1] ?? 0];
  return Array.from({ length: word.length }, (_, i) => [r + i * dr, c + i * dc]);
}

/** @param {Schemas['crossword.Direction'] | null | undefined} direction */
const directionText = (direction) => (direction === 'backward' ? t('crossword-backwards') : t('crossword-forwards'));

// ---------------------------------------------------------------- the sheet

/**
 * A typed umlaut or ß as this ruleset writes it (two letters), keeping its
 * case: upper case marks the move's new letters, lower case the old ones.
 * @param {string} key
 */
function writtenOut(key) {
  /** @type {Record<string, string>} */
  const written = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'SS' };
  return written[key] ?? null;
}

const gridField = createGrid({
  rows: size,
  cols: size,
  label: t('crossword-crossword-grid'),
  // The ruleset writes umlauts as two letters: Ä fills two cells with A and E.
  accept: (key) => (key === '.' || key === ' ' ? '' : /^[A-Za-z]$/.test(key) ? key : writtenOut(key)),
});
$('#grid').append(gridField.element);

/** New letters (upper case) stand out, as the booklet asks. */
function showNewLetters() {
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const cell = gridField.cell(row, col);
      cell?.parentElement?.classList.toggle('new-letter', !!cell && /^[A-Z]$/.test(cell.value));
    }
  }
}
gridField.onChange(showNewLetters);

const gameField = input('game-name');
const neuField = input('new-letters');
const totalField = input('claimed-total');
const textField = textarea('mailed-text');
const claimsBody = $('#claims-body');
const verdictArea = $('#verdict');
const resultArea = $('#result');

/** @type {Map<string, { words: HTMLInputElement, sub: HTMLInputElement, points: HTMLInputElement, row: HTMLTableRowElement }>} */
const claimInputs = new Map();

function buildClaims() {
  claimInputs.clear();
  const rows = lineNames().map((name) => {
    const head = el('th', { scope: 'row', id: `line-${name}`, text: lineLabel(name) });
    const words = el('input', { type: 'text', class: 'words', autocomplete: 'off', spellcheck: 'false', 'aria-labelledby': `claims-words line-${name}`, 'data-line': name });
    const sub = el('input', { type: 'text', class: 'substitute', autocomplete: 'off', spellcheck: 'false', 'aria-labelledby': `claims-substitute line-${name}`, 'data-line': name });
    const points = el('input', { type: 'number', class: 'points', min: 0, step: 1, inputmode: 'numeric', 'aria-labelledby': `claims-points line-${name}`, 'data-line': name });
    const row = el('tr', { 'data-line': name }, head, el('td', {}, words), el('td', {}, sub), el('td', { class: 'number' }, points));
    claimInputs.set(name, { words, sub, points, row });
    return row;
  });
  replace(claimsBody, ...rows);
}
buildClaims();

/** @returns {Record<string, ClaimRow>} */
function readClaims() {
  /** @type {Record<string, ClaimRow>} */
  const claims = {};
  for (const [name, inputs] of claimInputs) {
    if (inputs.words.value || inputs.sub.value || inputs.points.value) {
      claims[name] = { words: inputs.words.value, sub: inputs.sub.value, points: inputs.points.value };
    }
  }
  return claims;
}

/** @param {Record<string, ClaimRow>} claims */
function writeClaims(claims) {
  for (const [name, inputs] of claimInputs) {
    const claim = claims[name];
    inputs.words.value = claim?.words ?? '';
    inputs.sub.value = claim?.sub ?? '';
    inputs.points.value = claim?.points ?? '';
  }
}

/**
 * A claimed word list as typed (`Ar + au`, `Ar(1) + au(1)`).
 * @param {string} text
 * @returns {{ words: string[], points: (number | null)[] } | { error: string }}
 */
function readWords(text) {
  const tidy = text.replace(/\s*\(\s*(\d+)\s*\)/g, '($1)').trim();
  /** @type {string[]} */
  const words = [];
  /** @type {(number | null)[]} */
  const points = [];
  if (!tidy) return { words, points };
  for (const token of tidy.split(/[\s+,;&]+/).filter(Boolean)) {
    const match = /^([A-Za-zÄÖÜäöüß]+)(?:\((\d+)\))?$/.exec(token);
    if (!match || !match[1]) {
      return { error: t('crossword-token-is-not-a-word', { token }) };
    }
    words.push(match[1]);
    points.push(match[2] === undefined ? null : Number(match[2]));
  }
  return { words, points };
}

// ------------------------------------------------------- the mailed format

const TOTAL = ['summe', 'gesamt', 'gesamtsumme', 'insgesamt', 'total', 'sum'];
const SUBSTITUTE = ['ersatz', 'ersatzwort', 'substitute'];
const UNITS = ['p', 'p.', 'pkt', 'pkt.', 'pt', 'pts', 'punkt', 'punkte'];
const LONG_NAMES = { zeile: 'row', row: 'row', spalte: 'col', col: 'col', column: 'col', diagonale: 'diag', diag: 'diag', diagonal: 'diag' };

/**
 * A line label (`row2`, `col6`, `diag1`, `Z2`, `S6`, `D1`) as the API's name.
 * @param {string} word
 */
function labelOf(word) {
  const match = /^(row|col|diag|z|s|d)(\d+)$/i.exec(word.replace(/[.)]+$/, ''));
  if (!match || !match[1]) return null;
  const kind = { row: 'row', col: 'col', diag: 'diag', z: 'row', s: 'col', d: 'diag' }[match[1].toLowerCase()];
  const name = `${kind}${Number(match[2])}`;
  return lineNames().includes(name) ? name : null;
}

/** @typedef {{ t: 'word', v: string } | { t: 'num', v: number } | { t: 'join' } | { t: 'dash' } | { t: 'eq' } | { t: 'open' } | { t: 'close' } | { t: 'more' }} Token */

/** @param {string} text @returns {Token[]} */
function tokens(text) {
  /** @type {Token[]} */
  const out = [];
  for (const piece of text.match(/[+,;&=()[\]:]|[^\s+,;&=()[\]:]+/g) ?? []) {
    if ('+,;&:'.includes(piece)) out.push({ t: 'join' });
    else if (piece === '=') out.push({ t: 'eq' });
    else if (piece === '(' || piece === '[') out.push({ t: 'open' });
    else if (piece === ')' || piece === ']') out.push({ t: 'close' });
    else if (/^\.{2,}$/.test(piece) || piece === '…') out.push({ t: 'more' });
    else if (['-', '–', '—'].includes(piece)) out.push({ t: 'dash' });
    else {
      const match = /^(\d+)(.*)$/.exec(piece);
      if (match && (match[2] === '' || UNITS.includes((match[2] ?? '').toLowerCase()))) out.push({ t: 'num', v: Number(match[1]) });
      else out.push({ t: 'word', v: piece });
    }
  }
  return out;
}

/** @param {Token | undefined} token @param {string[]} names */
const isKeyword = (token, names) => token?.t === 'word' && names.includes(token.v.replace(/\.+$/, '').toLowerCase());

/**
 * One entry of the claim column: the words of a line, a section heading or the total.
 * @param {string} text
 * @returns {{ kind: 'claim', label: string | null, claim: ClaimRow } | { kind: 'section', line: string } | { kind: 'total', value: number }}
 */
function readEntry(text) {
  let list = tokens(text);
  /** @type {string | null} */
  let label = null;
  const first = list[0];
  if (first?.t === 'word') {
    const direct = labelOf(first.v);
    const second = list[1];
    const long = /** @type {Record<string, string>} */ (LONG_NAMES)[first.v.toLowerCase()];
    const section = { zeilen: 'row1', rows: 'row1', spalten: 'col1', columns: 'col1', diagonalen: 'diag1', diagonals: 'diag1' }[first.v.toLowerCase()];
    if (direct) {
      label = direct;
      list = list.slice(1);
    } else if (long && second?.t === 'num' && list[2]?.t === 'join') {
      label = labelOf(`${long}${second.v}`);
      if (!label) throw new Error(t('crossword-not-a-line', { first: first.v, second: second.v }));
      list = list.slice(3);
    } else if (section) {
      if (list.slice(1).every((t) => t.t === 'join')) return { kind: 'section', line: section };
      label = section;
      list = list.slice(1);
    }
  }
  while (list[0]?.t === 'join') list = list.slice(1);
  if (!label && isKeyword(list[0], TOTAL)) {
    const numbers = list.slice(1).filter((t) => t.t === 'num');
    const others = list.slice(1).filter((t) => t.t !== 'num' && t.t !== 'join' && t.t !== 'eq' && !isKeyword(t, UNITS));
    const value = numbers[0];
    if (numbers.length !== 1 || others.length > 0 || value?.t !== 'num') throw new Error(t('crossword-the-total-is-summe-and'));
    return { kind: 'total', value: value.v };
  }
  const meaningful = list.filter((t) => t.t !== 'join');
  const lone = meaningful[0];
  if (meaningful.length === 0 && !label) throw new Error(t('crossword-an-empty-entry-write-for'));
  if (meaningful.length === 0 || ((lone?.t === 'more' || lone?.t === 'dash') && (meaningful.length === 1 || (meaningful.length === 2 && meaningful[1]?.t === 'num' && meaningful[1].v === 0)))) {
    return { kind: 'claim', label, claim: { words: '', sub: '', points: '0' } };
  }
  return { kind: 'claim', label, claim: readClaim(list) };
}

/** The words, points and substitute of one entry. @param {Token[]} list @returns {ClaimRow} */
function readClaim(list) {
  /** @type {{ word: string, own: number | null, bare: number[] }[]} */
  const words = [];
  /** @type {number | null} */
  let linePoints = null;
  /** @type {{ word: string, points: number | null } | null} */
  let substitute = null;
  let mode = 'words';
  const fail = (/** @type {string} */ text) => new Error(text);
  for (let i = 0; i < list.length; i += 1) {
    const token = /** @type {Token} */ (list[i]);
    const afterNumber = i > 0 && list[i - 1]?.t === 'num';
    if (token.t === 'word' && afterNumber && UNITS.includes(token.v.toLowerCase())) continue;
    if (token.t === 'word' && isKeyword(token, SUBSTITUTE)) {
      if (substitute) throw fail(t('crossword-one-substitute-per-line-at'));
      mode = 'substitute-keyword';
    } else if (token.t === 'word') {
      if (mode === 'substitute-keyword') {
        substitute = { word: token.v, points: null };
        mode = 'substitute';
      } else if (mode === 'words') words.push({ word: token.v, own: null, bare: [] });
      else throw fail(t('crossword-cannot-read-here', { text: token.v }));
    } else if (token.t === 'num') {
      if (mode === 'after-equals') {
        linePoints = token.v;
        mode = 'words';
      } else if (mode === 'substitute' && substitute && substitute.points === null) substitute.points = token.v;
      else if (mode === 'words' && words.length > 0) words[words.length - 1]?.bare.push(token.v);
      else throw fail(t('crossword-number-before-words', { number: token.v }));
    } else if (token.t === 'eq') mode = 'after-equals';
    else if (token.t === 'more') throw fail(t('crossword-means-no-words-it-stands'));
    else if (token.t === 'close') throw fail(t('crossword-a-closing-bracket-without-an'));
    else if (token.t === 'open') {
      const close = list.findIndex((t, j) => j > i && t.t === 'close');
      if (close < 0) throw fail(t('crossword-an-opening-bracket-without-a'));
      const inner = list.slice(i + 1, close).filter((t) => t.t !== 'join' && t.t !== 'dash');
      i = close;
      const [a, b, c] = inner;
      const last = words[words.length - 1];
      if (inner.length === 1 && a?.t === 'num') {
        if (mode === 'substitute' && substitute && substitute.points === null) substitute.points = a.v;
        else if (mode === 'words' && last && last.own === null && last.bare.length === 0) last.own = a.v;
        else throw fail(t('crossword-points-without-word', { points: a.v }));
      } else {
        if (substitute) throw fail(t('crossword-one-substitute-per-line-at'));
        if (isKeyword(a, SUBSTITUTE) && b?.t === 'word' && (inner.length === 2 || (inner.length === 3 && c?.t === 'num'))) {
          substitute = { word: b.v, points: c?.t === 'num' ? c.v : null };
        } else if (a?.t === 'word' && !isKeyword(a, SUBSTITUTE) && (inner.length === 1 || (inner.length === 2 && b?.t === 'num'))) {
          substitute = { word: a.v, points: b?.t === 'num' ? b.v : null };
        } else throw fail(t('crossword-cannot-read-the-bracket-3'));
      }
    }
  }
  if (mode === 'substitute-keyword') throw fail(t('crossword-ersatz-without-a-word'));
  if (mode === 'after-equals') throw fail(t('crossword-without-the-lines-points'));
  // Bare numbers: between words a word's points; after the last word the
  // line's points (with a word's points before them).
  words.forEach((written, index) => {
    const last = index === words.length - 1;
    const earlierAll = index > 0 && words.slice(0, index).every((w) => w.own !== null);
    const bare = written.bare;
    const own = (/** @type {number} */ n) => {
      if (written.own !== null) throw fail(t('crossword-word-has-its-points-twice', { word: written.word }));
      written.own = n;
    };
    if (bare.length === 0) return;
    if (!last) {
      if (bare.length > 1) throw fail(t('crossword-more-than-one-number-after', { word: written.word }));
      own(/** @type {number} */ (bare[0]));
    } else if (bare.length === 1) {
      if (linePoints !== null || (written.own === null && earlierAll)) own(/** @type {number} */ (bare[0]));
      else linePoints = /** @type {number} */ (bare[0]);
    } else if (bare.length === 2 && linePoints === null) {
      own(/** @type {number} */ (bare[0]));
      linePoints = /** @type {number} */ (bare[1]);
    } else throw fail(t('crossword-too-many-numbers-after-word', { word: written.word }));
  });
  return {
    words: words.map((w) => (w.own === null ? w.word : `${w.word}(${w.own})`)).join(' + '),
    sub: substitute ? (substitute.points === null ? substitute.word : `${substitute.word}(${substitute.points})`) : '',
    points: linePoints === null ? '' : String(linePoints),
  };
}

/**
 * Reads the mailed sheet (see the hint on the page) into the sheet's state.
 * @param {string} text
 * @returns {{ ok: true, state: Omit<CrosswordState, 'text'> } | { ok: false, line: number, message: string }}
 */
function readMailed(text) {
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let game = '';
  let neu = '';
  /** @type {string[]} */
  const grid = [];
  /** @type {[number, string][]} */
  const column = [];
  let total = '';
  const at = (/** @type {number} */ line, /** @type {string} */ message) => ({ ok: /** @type {const} */ (false), line, message });
  for (const [index, raw] of rawLines.entries()) {
    const lineNumber = index + 1;
    let line = raw.trim();
    while (line.startsWith('>')) line = line.slice(1).trim();
    if (grid.length === size) {
      if (!line) break;
      column.push([lineNumber, line]);
      continue;
    }
    if (!line) {
      if (grid.length > 0) return at(lineNumber, t('crossword-grid-ends-early', { rows: grid.length, size }));
      continue;
    }
    const first = line.split(/\s+/)[0] ?? '';
    const rest = line.slice(first.length).trim();
    if (grid.length === 0) {
      if (/^crossword/i.test(first)) {
        game = rest;
        continue;
      }
      const colon = line.indexOf(':');
      if (colon >= 0 && colon <= first.length) {
        if (line.slice(0, colon).trim().toLowerCase() === 'neu') {
          const parts = line.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
          const letters = [];
          while (parts.length > 0 && /^[A-Za-zÄÖÜäöü][,;]?$/.test(parts[0] ?? '')) letters.push((parts.shift() ?? '').replace(/[,;]/, '').toUpperCase());
          neu = letters.join(' ');
          if (parts.length > 0) column.push([lineNumber, parts.join(' ')]);
        }
        continue;
      }
    }
    if (!/^[A-Za-z.]+$/.test(first)) {
      const bad = [...first].findIndex((c) => !/[A-Za-z.]/.test(c));
      return at(lineNumber, t('crossword-grid-row-bad-cell', { row: first, cell: bad + 1 }));
    }
    if (first.length !== size) return at(lineNumber, t('crossword-grid-row-length', { row: first, cells: first.length, size }));
    grid.push(first);
    if (rest) column.push([lineNumber, rest]);
  }
  if (grid.length === 0) return at(1, t('crossword-no-grid-found-expected-rows'));
  if (grid.length < size) return at(rawLines.length, t('crossword-text-ends-early', { rows: grid.length, size }));
  const names = lineNames();
  /** @type {Record<string, ClaimRow>} */
  const claims = {};
  /** @type {Record<string, number>} */
  const claimedAt = {};
  let cursor = 0;
  let totalAt = 0;
  for (const [lineNumber, entryText] of column) {
    let entry;
    try {
      entry = readEntry(entryText);
    } catch (error) {
      return at(lineNumber, error instanceof Error ? error.message : String(error));
    }
    if (entry.kind === 'total') {
      if (totalAt) return at(lineNumber, t('crossword-second-total', { line: totalAt }));
      totalAt = lineNumber;
      total = String(entry.value);
    } else if (entry.kind === 'section') {
      cursor = names.indexOf(entry.line);
    } else {
      if (totalAt) return at(lineNumber, t('crossword-claim-after-total', { line: totalAt }));
      const name = entry.label ?? names[cursor];
      if (!name) return at(lineNumber, t('crossword-more-entries-than-lines', { lines: names.length }));
      if (claimedAt[name]) return at(lineNumber, t('crossword-line-claimed-twice', { line: lineLabel(name), first: claimedAt[name] }));
      claimedAt[name] = lineNumber;
      claims[name] = entry.claim;
      cursor = names.indexOf(name) + 1;
    }
  }
  return { ok: true, state: { grid, game, neu, claims, total } };
}

// ----------------------------------------------------------------- checking

const claimsError = $('#claims-error');
const gridError = $('#grid-error');
const mailedError = $('#mailed-error');

function clearErrors() {
  versionError(null);
  clearFieldErrors(document);
  for (const inputs of claimInputs.values()) inputs.row.classList.remove('discrepancy');
  gridField.clearMarks();
}

/** The answer's word rows, each showing its word in the grid. */
const wordTable = wordRows(gridField, (/** @type {Placed} */ word) => {
  for (const [r, c] of wordCells(word)) gridField.mark(r, c, 'mark-word');
});

/**
 * A table row that shows its word on the board when hovered, focused or chosen.
 * @param {HTMLTableRowElement} row
 * @param {Placed | null} word
 */
const linkRow = (row, word) => (word ? wordTable.link(row, word) : row);

/** Column headings, the `numeric` ones right-aligned. @param {string[]} headings @param {number[]} numeric */
const head = (headings, numeric) =>
  el('thead', {}, el('tr', {}, ...headings.map((h, i) => el('th', { scope: 'col', class: numeric.includes(i) ? 'number' : undefined, text: h }))));

/** @param {Schemas['Decided_crossword.ScoreAnswer']} answer */
function showAnswer(answer) {
  const verified = answer.verified ?? null;
  const discrepancies = answer.discrepancies;
  const linesWithDiscrepancy = new Set(discrepancies.map((d) => d.line).filter((l) => typeof l === 'string'));

  wordTable.reset(() => {
    for (const name of linesWithDiscrepancy) {
      const invalid = (verified?.words ?? []).filter((w) => w.line === name && !w.valid && w.start && w.direction && !(w.role === 'substitute' && w.reasons.some((r) => r.code === 'substitute_not_needed')));
      if (invalid.length > 0) {
        for (const word of invalid) {
          const placed = { line: word.line, start: word.start ?? [], direction: word.direction ?? 'forward', length: [...word.word].length };
          for (const [r, c] of wordCells(placed)) gridField.mark(r, c, 'mark-discrepancy', `${word.word}: ${word.reasons.map((x) => x.detail).join('; ')}`);
        }
      } else {
        const detail = discrepancies.filter((d) => d.line === name).map((d) => d.detail).join('; ');
        for (const [r, c] of lineCells(name)) gridField.mark(r, c, 'mark-discrepancy', detail);
      }
    }
  });
  for (const name of linesWithDiscrepancy) claimInputs.get(name)?.row.classList.add('discrepancy');

  const claimed = answer.claimed_total ?? null;
  const total = verified ? verified.total : answer.total;
  replace(
    verdictArea,
    verified
      ? el('p', { class: `verdict ${discrepancies.length === 0 ? 'valid' : 'invalid'}`, 'data-verdict': discrepancies.length === 0 ? 'valid' : 'invalid' }, discrepancies.length === 0 ? t('crossword-correct') : t('crossword-mismatch'))
      : null,
    el(
      'p',
      { class: 'total' },
      verified ? `${t('crossword-verified')}: ` : `${t('crossword-best-possible')}: `,
      el('span', { id: 'verified-total', text: number(total) }),
      ` ${t('crossword-points-2')}`,
    ),
    verified && claimed !== null
      ? el('p', { class: 'claimed-line' }, `${t('crossword-claimed')}: `, el('strong', { id: 'claimed-total-shown', text: number(claimed) }), ` · ${t('crossword-difference')}: `, el('strong', { text: difference(total - claimed) }))
      : null,
  );

  const parts = [];
  if (verified) {
    const claimedSum = verified.lines.reduce((sum, line) => sum + line.claimed_points, 0);
    parts.push(
      el(
        'table',
        { class: 'breakdown', id: 'lines-table' },
        el('caption', { text: t('crossword-per-line-claimed-and-verified') }),
        head([t('crossword-line'), t('crossword-claimed-2'), t('crossword-verified-2'), t('crossword-difference-2')], [1, 2, 3]),
        el(
          'tbody',
          {},
          ...verified.lines.map((line) => {
            const differs = line.points !== line.claimed_points || linesWithDiscrepancy.has(line.line);
            return el(
              'tr',
              { class: differs ? 'invalid discrepancy' : undefined, 'data-line': line.line },
              el('th', { scope: 'row', text: lineLabel(line.line) }),
              el('td', { class: 'number', text: `${number(line.claimed_points)}${line.claimed_points_stated ? '' : '*'}`, title: line.claimed_points_stated ? undefined : t('crossword-not-stated-table-points-of') }),
              el('td', { class: 'number', text: number(line.points) }),
              el('td', { class: 'number', text: difference(line.points - line.claimed_points) }),
            );
          }),
        ),
        el(
          'tfoot',
          {},
          el('tr', {}, el('th', { scope: 'row', text: t('crossword-sum-of-the-lines') }), el('td', { class: 'number', text: number(claimedSum) }), el('td', { class: 'number', text: number(verified.total) }), el('td', { class: 'number', text: difference(verified.total - claimedSum) })),
          claimed !== null
            ? el(
                'tr',
                { class: claimed !== verified.total ? 'invalid discrepancy' : undefined },
                el('th', { scope: 'row', text: t('crossword-claimed-total') }),
                el('td', { class: 'number', text: number(claimed) }),
                el('td', { class: 'number', text: number(verified.total) }),
                el('td', { class: 'number', text: difference(verified.total - claimed) }),
              )
            : null,
        ),
      ),
      verified.lines.some((l) => !l.claimed_points_stated) ? el('p', { class: 'hint', text: t('crossword-no-points-stated-the-table') }) : null,
    );
    if (discrepancies.length > 0) {
      parts.push(
        el('h3', { text: t('crossword-discrepancies') }),
        el('ul', { class: 'discrepancies', id: 'discrepancies' }, ...discrepancies.map((d) => el('li', { 'data-line': d.line ?? undefined }, d.line ? el('strong', { text: `${lineLabel(d.line)}: ` }) : null, d.detail))),
      );
    }
    const anyWordPoints = verified.words.some((w) => w.claimed_points !== null && w.claimed_points !== undefined);
    parts.push(
      el(
        'table',
        { class: 'breakdown', id: 'words-table' },
        el('caption', { text: t('crossword-claimed-words-select-a-row') }),
        anyWordPoints
          ? head([t('crossword-word'), t('crossword-line'), t('crossword-role'), t('crossword-position'), t('crossword-claimed-2'), t('crossword-points-2'), t('crossword-reasons')], [4, 5])
          : head([t('crossword-word'), t('crossword-line'), t('crossword-role'), t('crossword-position'), t('crossword-points-2'), t('crossword-reasons')], [4]),
        el(
          'tbody',
          {},
          ...verified.words.map((word) => {
            const placed = word.start && word.direction ? { line: word.line, start: word.start, direction: word.direction, length: [...word.word].length } : null;
            const role = word.role === 'substitute' ? `${t('crossword-substitute-2')}${word.replaces ? ` ${t('crossword-for')} ${word.replaces}` : ''}` : t('crossword-claimed-2');
            return linkRow(
              el(
                'tr',
                { class: word.valid ? undefined : 'invalid' },
                el('td', {}, el('strong', { text: word.word })),
                el('td', { text: lineLabel(word.line) }),
                el('td', { text: role }),
                el('td', { text: placed ? `${t('crossword-from')} ${cellName(placed.start[0] ?? 0, placed.start[1] ?? 0)}, ${directionText(word.direction)}` : t('crossword-not-in-the-line') }),
                anyWordPoints ? el('td', { class: 'number', text: word.claimed_points === null || word.claimed_points === undefined ? '' : number(word.claimed_points) }) : null,
                el('td', { class: 'number', text: number(word.points) }),
                el('td', { text: word.reasons.map((r) => r.detail).join('; ') }),
              ),
              placed,
            );
          }),
        ),
      ),
    );
  }
  parts.push(
    el('h3', { text: t('crossword-best-possible-score-of-this') }),
    el(
      'p',
      {},
      el('strong', { id: 'optimum-total', text: number(answer.optimum.total) }),
      ` ${t('crossword-points-2')}`,
      answer.points_left !== null && answer.points_left !== undefined ? ` · ${t('crossword-left-on-the-board')}: ${number(answer.points_left)}` : '',
    ),
    el(
      'table',
      { class: 'breakdown', id: 'optimum-table' },
      el('caption', { class: 'visually-hidden', text: t('crossword-words-of-the-best-possible') }),
      head([t('crossword-line'), t('crossword-word'), t('crossword-position'), t('crossword-points-2')], [3]),
      el(
        'tbody',
        {},
        ...answer.optimum.words.map((word) =>
          linkRow(
            el(
              'tr',
              {},
              el('td', { text: lineLabel(word.line) }),
              el('td', {}, el('strong', { text: word.word })),
              el('td', { text: `${cellName(word.start[0] ?? 0, word.start[1] ?? 0)} – ${cellName(word.end[0] ?? 0, word.end[1] ?? 0)}, ${directionText(word.direction)}` }),
              el('td', { class: 'number', text: number(word.points) }),
            ),
            { line: word.line, start: word.start, direction: word.direction, length: [...word.word].length },
          ),
        ),
      ),
    ),
  );
  replace(resultArea, ...parts.map((part) => (part instanceof HTMLTableElement ? scroller(part, part.caption?.textContent ?? '') : part)));
}


/** Shows a refusal at the fields and cells it names. @param {Problem} problem @param {string[]} claimLines */
function showRefusal(problem, claimLines) {
  sheet.showProblem(problem);
  for (const error of problem.errors ?? []) {
    const position = gridPosition(error.field);
    const claim = /^\/claims\/(\d+)(?:\/(\w+))?/.exec(error.field);
    if (position) {
      if (position.col !== undefined) gridField.mark(position.row, position.col, 'mark-violation', error.message);
      else for (let col = 0; col < size; col += 1) gridField.mark(position.row, col, 'mark-violation', error.message);
      noteError(gridError, error.message);
    } else if (claim) {
      const inputs = claimInputs.get(claimLines[Number(claim[1])] ?? '');
      const part = claim[2] ?? '';
      const target = !inputs ? null : part.startsWith('substitute') ? inputs.sub : part === 'points' ? inputs.points : inputs.words;
      const name = claimLines[Number(claim[1])];
      const message = `${name ? `${lineLabel(name)}: ` : ''}${error.message}`;
      if (target) fieldError(target, message, claimsError);
      else noteError(claimsError, message);
    } else if (error.field.startsWith('/claimed_total')) {
      fieldError(totalField, error.message, claimsError);
    } else if (error.field.includes('lexicon_version')) {
      versionError(error.message);
    } else if (error.field.startsWith('/grid')) {
      noteError(gridError, error.message);
    }
  }
}

async function check() {
  clearErrors();
  wordTable.reset(() => {});
  const rows = gridField.read();
  if (rows.every((row) => /^\.*$/.test(row))) {
    const message = t('crossword-the-grid-is-empty-please');
    noteError(gridError, message);
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('crossword-empty-grid'), detail: message });
    return;
  }
  /** @type {Schemas['crossword.Claim'][]} */
  const claims = [];
  /** @type {string[]} */
  const claimLines = [];
  /** @type {string[]} */
  const errors = [];
  for (const [name, inputs] of claimInputs) {
    if (!inputs.words.value.trim() && !inputs.sub.value.trim() && !inputs.points.value.trim()) continue;
    const words = readWords(inputs.words.value);
    const sub = readWords(inputs.sub.value);
    if ('error' in words) {
      errors.push(`${lineLabel(name)}: ${words.error}`);
      fieldError(inputs.words, `${lineLabel(name)}: ${words.error}`, claimsError);
      continue;
    }
    if ('error' in sub || sub.words.length > 1) {
      const message = 'error' in sub ? sub.error : t('crossword-one-substitute-per-line-at');
      errors.push(`${lineLabel(name)}: ${message}`);
      fieldError(inputs.sub, `${lineLabel(name)}: ${message}`, claimsError);
      continue;
    }
    /** @type {Schemas['crossword.Claim']} */
    const claim = { line: name, words: words.words };
    if (words.points.some((p) => p !== null)) claim.word_points = words.points;
    if (sub.words[0]) {
      claim.substitute = sub.words[0];
      if (sub.points[0] !== null && sub.points[0] !== undefined) claim.substitute_points = sub.points[0];
    }
    if (inputs.points.value.trim()) claim.points = Number(inputs.points.value);
    claims.push(claim);
    claimLines.push(name);
  }
  if (errors.length > 0) {
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('crossword-claims-not-readable'), detail: errors.join(' ') });
    return;
  }
  /** @type {Schemas['crossword.ScoreRequest']} */
  const request = { grid: rows };
  if (claims.length > 0 || totalField.value.trim()) request.claims = claims;
  if (totalField.value.trim()) request.claimed_total = Number(totalField.value);
  if (gameField.value.trim()) request.game = gameField.value.trim();
  if (neuField.value.trim()) request.new_letters = neuField.value.trim();
  const decision = sheet.decision();
  const answer = await scoreCrossword(request, decision);
  if (!answer.ok) {
    replace(verdictArea);
    replace(resultArea);
    sheet.clearRecord();
    showRefusal(answer.problem, claimLines);
    return;
  }
  sheet.showProblem(null);
  showAnswer(answer.data);
  sheet.record('scoreCrossword', { ...request, ...decision }, answer.data);
}

function takeText() {
  clearErrors();
  const parsed = readMailed(textField.value);
  if (!parsed.ok) {
    const message = t('crossword-line-of-text', { line: parsed.line, message: parsed.message });
    fieldError(textField, message, mailedError);
    sheet.showProblem({ type: 'about:blank', status: 0, title: t('crossword-mailed-sheet-not-readable'), detail: message });
    textField.focus();
    return false;
  }
  sheet.showProblem(null);
  fill({ ...parsed.state, text: textField.value });
  sheet.save();
  return true;
}

/** @param {Partial<CrosswordState>} state */
function fill(state) {
  if (Array.isArray(state.grid)) gridField.write(state.grid);
  gameField.value = state.game ?? '';
  neuField.value = state.neu ?? '';
  writeClaims(state.claims ?? {});
  totalField.value = state.total ?? '';
  if (state.text !== undefined) textField.value = state.text;
}

/** @type {import('./sheet.js').Sheet<CrosswordState>} */
const sheet = await startSheet({
  game: 'crossword',
  read: () => ({ grid: gridField.read(), game: gameField.value, neu: neuField.value, claims: readClaims(), total: totalField.value, text: textField.value }),
  fill,
  reopened(state) {
    if (state.text) /** @type {HTMLDetailsElement} */ ($('#mailed')).open = true;
    if (Array.isArray(state.grid) && state.grid.some((row) => /[A-Za-z]/.test(row))) void check();
  },
  rulesetChosen(ruleset) {
    const parameters = /** @type {{ size?: number }} */ (/** @type {unknown} */ (ruleset.parameters));
    if (typeof parameters.size === 'number' && parameters.size !== size) {
      const claims = readClaims();
      size = parameters.size;
      gridField.resize(size, size);
      buildClaims();
      writeClaims(claims);
    }
  },
});

$('#crossword-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void check();
});
$('#take-text').addEventListener('click', () => {
  if (takeText()) gridField.cell(0, 0)?.focus();
});
$('#clear-sheet').addEventListener('click', () => {
  fill({ grid: [], game: '', neu: '', claims: {}, total: '' });
  clearErrors();
  replace(verdictArea);
  replace(resultArea);
  sheet.clearRecord();
  sheet.save();
});
