// „Bestmögliche Wertung für diesen Wurf“: what the service's solver finds
// for the dice a board was laid from, beside the player's own total, and
// the solver's board on demand (printed on the sheet's second page when
// shown). An answer that arrives after the sheet changed is dropped.

import { bestHappycrossBoards } from './api.js';
import { el, replace } from './dom.js';
import { cellName } from './grid.js';
import { number, t } from './i18n.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {import('./api.js').Decision} Decision */
/** @typedef {Schemas['happycross.ScoredWord']} ScoredWord */

/** How long the solver may search for a sheet, in milliseconds. */
const BUDGET_MS = 1000;

/**
 * @typedef {object} BestOptions
 * @property {HTMLElement} summary  where the best total stands, beside the player's
 * @property {HTMLElement} page  the section that shows the solver's board (hidden until asked for)
 * @property {(row: number, col: number) => string} field  the layout's code at a cell (`D`, `T`, `S`, `.`)
 * @property {(code: string) => string} fieldName  a field code in words
 */

/**
 * @typedef {object} BestSearch
 * @property {Schemas['happycross.BestAnswer'] | null} answer
 * @property {number | null} player  the player's total, when the board was valid
 */

/** @param {BestOptions} options */
export function bestPanel(options) {
  const { summary, page, field, fieldName } = options;
  let generation = 0;
  /** @type {(() => void) | null} */
  let retry = null;

  function clear() {
    generation += 1;
    retry = null;
    replace(summary);
    replace(page);
    page.hidden = true;
  }

  /**
   * Searches the best boards of a throw and shows the best beside the
   * player's total (null when the board broke a rule).
   * @param {string[]} dice
   * @param {Record<string, number> | undefined} letterValues
   * @param {Decision} decision
   * @param {number | null} player
   */
  async function search(dice, letterValues, decision, player) {
    clear();
    const mine = generation;
    retry = () => void search(dice, letterValues, decision, player);
    replace(summary, el('p', { class: 'best-searching', text: t('happycross-best-searching') }));
    /** @type {Schemas['happycross.BestRequest']} */
    const request = { dice, budget_ms: BUDGET_MS, top: 1 };
    if (letterValues && Object.keys(letterValues).length > 0) request.letter_values = letterValues;
    const answer = await bestHappycrossBoards(request, decision);
    if (mine !== generation) return;
    if (!answer.ok) {
      // Busy or unreachable: worth another try in a moment; any other
      // refusal names what the throw lacks (a value, a die too many).
      const again = answer.status === 503 || answer.status === 0;
      const button = again ? el('button', { type: 'button', class: 'no-print', id: 'best-retry', text: t('happycross-best-retry') }) : null;
      button?.addEventListener('click', () => retry?.());
      replace(summary, el('p', { class: 'best-failed', id: 'best-failed', text: `${t('happycross-best-not-found')} ${answer.problem.detail}` }), button);
      return;
    }
    show(answer.data, player);
  }

  /**
   * @param {Schemas['happycross.BestAnswer']} answer
   * @param {number | null} player
   */
  function show(answer, player) {
    const best = answer.boards[0];
    if (!best) {
      replace(summary, el('p', { class: 'best-total', id: 'best-none', text: t('happycross-best-none') }));
      return;
    }
    const total = best.score.total;
    const toggle = el('button', {
      type: 'button',
      id: 'best-show',
      class: 'no-print',
      'aria-expanded': 'false',
      'aria-controls': page.id,
      text: t('happycross-best-show'),
    });
    toggle.addEventListener('click', () => {
      const opening = page.hidden;
      page.hidden = !opening;
      toggle.setAttribute('aria-expanded', String(opening));
      toggle.textContent = opening ? t('happycross-best-hide') : t('happycross-best-show');
      if (opening) page.scrollIntoView({ block: 'start' });
    });
    replace(
      summary,
      el('p', { class: 'best-total' }, `${t('happycross-best-possible')}: `, el('span', { id: 'best-points', text: number(total) }), ` ${t('happycross-points')}`),
      el('p', {
        class: 'hint',
        id: 'best-proof',
        text: answer.proven_optimal
          ? t('happycross-best-proven')
          : t('happycross-best-bound', { bound: answer.upper_bound ?? total }),
      }),
      player !== null
        ? el('p', {
            id: 'best-comparison',
            text: player >= total
              ? t('happycross-best-reached')
              : t('happycross-best-short', { missing: total - player, share: total > 0 ? Math.max(0, Math.round((100 * player) / total)) : 0 }),
          })
        : null,
      toggle,
    );
    replace(
      page,
      el('h2', { id: 'best-heading', text: t('happycross-best-board-heading') }),
      el('p', { class: 'best-total' }, `${t('happycross-best-possible')}: ${number(total)} ${t('happycross-points')}`),
      boardTable(best.request.grid),
      wordList(best.score),
    );
  }

  /** A board as it lies, read only, its premium fields marked. @param {readonly string[]} rows */
  function boardTable(rows) {
    return el(
      'table',
      { class: 'board best-board', 'aria-label': t('happycross-best-board-heading') },
      el(
        'tbody',
        {},
        ...rows.map((row, r) =>
          el(
            'tr',
            {},
            ...[...row].map((char, c) => {
              const code = field(r, c);
              const joker = /^[a-z]$/.test(char);
              const classes = [code === 'D' ? 'premium-double' : code === 'T' ? 'premium-triple' : code === 'S' ? 'premium-start' : '', joker ? 'joker' : '']
                .filter(Boolean)
                .join(' ');
              const note = [fieldName(code), joker ? 'Joker' : ''].filter(Boolean).join(', ');
              return el(
                'td',
                { class: classes || undefined, title: note ? `${cellName(r, c)}: ${note}` : undefined },
                el('span', { class: 'cell', text: char === '.' ? '' : char.toUpperCase() }),
              );
            }),
          ),
        ),
      ),
    );
  }

  /** The best board's words and sums. @param {Schemas['happycross.ScoreAnswer']} score */
  function wordList(score) {
    const position = (/** @type {ScoredWord} */ word) =>
      `${word.direction === 'across' ? t('happycross-across') : t('happycross-down')} ${t('happycross-from')} ${cellName(word.row, word.col)}`;
    return el(
      'table',
      { class: 'breakdown', id: 'best-words' },
      el('caption', { text: t('happycross-best-words') }),
      el(
        'thead',
        {},
        el('tr', {}, el('th', { scope: 'col', text: t('happycross-word') }), el('th', { scope: 'col', text: t('happycross-position') }), el('th', { scope: 'col', class: 'number', text: t('happycross-points-2') })),
      ),
      el(
        'tbody',
        {},
        ...score.words.map((word) =>
          el('tr', {}, el('td', {}, el('strong', { text: word.word })), el('td', { text: position(word) }), el('td', { class: 'number', text: number(word.points) })),
        ),
      ),
      el(
        'tfoot',
        {},
        el('tr', {}, el('td', { colspan: 2, text: t('happycross-sum-of-the-words') }), el('td', { class: 'number', text: number(score.words_total) })),
        score.leftover_penalty
          ? el('tr', {}, el('td', { colspan: 2, text: t('happycross-leftover-dice-count', { dice: score.dice.leftover, jokers: score.dice.jokers_leftover }) }), el('td', { class: 'number', text: `−${number(score.leftover_penalty)}` }))
          : null,
        score.bonus
          ? el('tr', {}, el('td', { colspan: 2, text: t('happycross-bonus-every-die-placed', { dice: score.dice.placed, jokers: score.dice.jokers_placed }) }), el('td', { class: 'number', text: `+${number(score.bonus)}` }))
          : null,
        el('tr', { class: 'sum' }, el('td', { colspan: 2, text: t('happycross-total') }), el('td', { class: 'number', text: number(score.total) })),
      ),
    );
  }

  clear();
  return { search, clear };
}
