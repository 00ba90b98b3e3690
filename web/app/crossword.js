// The 6×6 play-by-mail Crossword: the final grid typed cell by cell (new
// letters upper case, old ones lower case, as mailed) and the claims per
// line, or the mailed sheet pasted as text, read by the service into grid
// and claims. The answer: claimed against verified per line, each word with
// its role and verdict, the discrepancies on the board and in the table,
// and the grid's optimum.

import { clearFieldErrors, fieldError, noteError, versionError } from './fields.js';
import { decisionFields, freshResult } from './fresh.js';
import { el, input, replace, textarea, $ } from './dom.js';
import { difference, number, t } from './i18n.js';
import { scoreCrossword, scoreMailedCrossword } from './api.js';
import { cellName, createGrid } from './grid.js';
import { gridPosition, startSheet } from './sheet.js';
import { columnHeads, scroller, wordRows } from './tables.js';

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

// The mailed sheet is read by the service (one reader of the format, with
// its own error messages); the answer carries the sheet as read, which is
// written into the form here.

/** @param {number | null | undefined} points */
const given = (points) => points !== null && points !== undefined;

/**
 * The sheet as the service read it, in the form's terms.
 * @param {Schemas['crossword.ScoreRequest']} read
 * @returns {Omit<CrosswordState, 'text'>}
 */
function stateOf(read) {
  /** @type {Record<string, ClaimRow>} */
  const claims = {};
  for (const claim of read.claims ?? []) {
    const own = claim.word_points ?? [];
    claims[claim.line.toLowerCase()] = {
      words: (claim.words ?? []).map((word, i) => (given(own[i]) ? `${word}(${own[i]})` : word)).join(' + '),
      sub: claim.substitute ? (given(claim.substitute_points) ? `${claim.substitute}(${claim.substitute_points})` : claim.substitute) : '',
      points: given(claim.points) ? String(claim.points) : '',
    };
  }
  return {
    grid: read.grid,
    game: read.game ?? '',
    neu: read.new_letters ?? '',
    claims,
    total: given(read.claimed_total) ? String(read.claimed_total) : '',
  };
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
        columnHeads([t('crossword-line'), t('crossword-claimed-2'), t('crossword-verified-2'), t('crossword-difference-2')], [1, 2, 3]),
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
        // Each difference names its line itself („Zeile 2: angesagt 9 …“).
        el('ul', { class: 'discrepancies', id: 'discrepancies' }, ...discrepancies.map((d) => el('li', { 'data-line': d.line ?? undefined, text: d.detail }))),
      );
    }
    const anyWordPoints = verified.words.some((w) => w.claimed_points !== null && w.claimed_points !== undefined);
    parts.push(
      el(
        'table',
        { class: 'breakdown', id: 'words-table' },
        el('caption', { text: t('crossword-claimed-words-select-a-row') }),
        anyWordPoints
          ? columnHeads([t('crossword-word'), t('crossword-line'), t('crossword-role'), t('crossword-position'), t('crossword-claimed-2'), t('crossword-points-2'), t('crossword-reasons')], [4, 5])
          : columnHeads([t('crossword-word'), t('crossword-line'), t('crossword-role'), t('crossword-position'), t('crossword-points-2'), t('crossword-reasons')], [4]),
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
      columnHeads([t('crossword-line'), t('crossword-word'), t('crossword-position'), t('crossword-points-2')], [3]),
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

const result = freshResult(() => {
  if (!verdictArea.hasChildNodes() && !resultArea.hasChildNodes()) return;
  replace(verdictArea);
  replace(resultArea);
  wordTable.reset(() => {});
  gridField.clearMarks();
  sheet.clearRecord();
});

async function check() {
  clearErrors();
  wordTable.reset(() => {});
  const checking = result.begin();
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
  replace(resultArea);
  replace(verdictArea, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await scoreCrossword(request, decision);
  if (!result.fresh(checking)) return;
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

/**
 * The service's refusal of the mailed sheet, at the text: a line it could
 * not read is named by its number.
 * @param {Problem} problem
 */
function showTextRefusal(problem) {
  sheet.showProblem(problem);
  for (const error of problem.errors ?? []) {
    const line = /^\/text\/line\/(\d+)/.exec(error.field);
    if (error.field.includes('lexicon_version')) versionError(error.message);
    else fieldError(textField, line ? t('crossword-line-of-text', { line: Number(line[1]), message: error.message }) : error.message, mailedError);
  }
}

/** Sends the pasted sheet to the service: the form shows it as read, with its check. */
async function takeText() {
  clearErrors();
  wordTable.reset(() => {});
  const checking = result.begin();
  const decision = sheet.decision();
  replace(resultArea);
  replace(verdictArea, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await scoreMailedCrossword(textField.value, decision);
  if (!result.fresh(checking)) return false;
  if (!answer.ok) {
    replace(verdictArea);
    replace(resultArea);
    sheet.clearRecord();
    showTextRefusal(answer.problem);
    textField.focus();
    return false;
  }
  const read = answer.data.sheet;
  if (read) fill({ ...stateOf(read), text: textField.value });
  sheet.showProblem(null);
  showAnswer(answer.data);
  if (read) sheet.record('scoreCrossword', { ...read, ...decision }, answer.data);
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

// Registered once the sheet exists: filling it from a link is no edit.
result.watch($('#crossword-form'), ...decisionFields());
gridField.onChange(result.edited);

$('#crossword-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void check();
});
$('#take-text').addEventListener('click', () => {
  void takeText().then((taken) => {
    if (taken) gridField.cell(0, 0)?.focus();
  });
});
$('#clear-sheet').addEventListener('click', () => {
  fill({ grid: [], game: '', neu: '', claims: {}, total: '' });
  clearErrors();
  replace(verdictArea);
  replace(resultArea);
  sheet.clearRecord();
  sheet.save();
});
