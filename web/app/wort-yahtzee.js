// Wort-Yahtzee: the whole score card, round by round (dice, rolls, the
// box filled, the words), scored the way the card counts: the upper half
// with its bonus, the lower half, Yahtzee bonuses and the total; and the
// best words for seven dice, box by box.

import { clearFieldErrors, fieldError, noteError } from './fields.js';
import { decisionFields, freshResult } from './fresh.js';
import { el, input, readValues, replace, valueField, $ } from './dom.js';
import { number, t } from './i18n.js';
import { scoreWortYahtzee, suggestWortYahtzeeWords } from './api.js';
import { keptOnDevice } from './kept.js';
import { verdict } from './labels.js';
import { startSheet } from './sheet.js';
import { columnHeads, scroller } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {import('./api.js').Problem} Problem */
/** @typedef {Schemas['wort_yahtzee.BoxName']} BoxName */
/** @typedef {{ dice: string, rolls: string, box: string, words: string }} RoundState */
/**
 * @typedef {object} YahtzeeState
 * @property {Record<string, string>} values
 * @property {boolean} anyOrder
 * @property {RoundState[]} rounds
 * @property {string} best
 * @property {{ card: boolean, best: boolean }} checked
 */
/** @typedef {{ letter_values?: Record<string, number>, rounds?: number, upper_bonus_threshold?: number, upper_bonus?: number, any_order?: boolean, max_rolls?: number }} YahtzeeParameters */

const FACES = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ'];
/** @type {BoxName[]} */
const UPPER = ['two_letters', 'three_letters', 'four_letters', 'five_letters', 'six_letters'];
/** @type {BoxName[]} */
const LOWER = ['one_word', 'two_words', 'three_words', 'consonants_only', 'vowels_only', 'yahtzee', 'chance'];
/** The round boxes, in the order of the rounds 1 to 8. */
const ROUND_BOXES = [...UPPER, 'one_word', 'two_words', 'three_words'];

/** @type {Record<BoxName, string>} */
const BOX_NAMES = {
  two_letters: 'wort-yahtzee-box-names-two-letters',
  three_letters: 'wort-yahtzee-box-names-three-letters',
  four_letters: 'wort-yahtzee-box-names-four-letters',
  five_letters: 'wort-yahtzee-box-names-five-letters',
  six_letters: 'wort-yahtzee-box-names-six-letters',
  one_word: 'wort-yahtzee-box-names-one-word',
  two_words: 'wort-yahtzee-box-names-two-words',
  three_words: 'wort-yahtzee-box-names-three-words',
  consonants_only: 'wort-yahtzee-box-names-consonants-only',
  vowels_only: 'wort-yahtzee-box-names-vowels-only',
  yahtzee: 'wort-yahtzee-box-names-yahtzee',
  chance: 'wort-yahtzee-box-names-chance',
};
/** @param {string} box */
const boxName = (box) => {
  const id = BOX_NAMES[/** @type {BoxName} */ (box)];
  return id ? t(id) : box;
};
/** @param {string} box */
const boxWithRound = (box) => {
  const index = ROUND_BOXES.indexOf(/** @type {BoxName} */ (box));
  return index >= 0 ? `${boxName(box)} ${t('wort-yahtzee-in-round-number', { number: index + 1 })}` : boxName(box);
};

const valuesBox = $('#letter-value-fields');
const valuesError = $('#letter-values-error');
const anyOrderField = input('any-order');
const roundList = $('#round-list');
const roundsError = $('#rounds-error');
const addRoundButton = /** @type {HTMLButtonElement} */ ($('#add-round'));
const cardResult = $('#card-result');
const bestField = input('best-dice');
const bestResult = $('#best-result');

let maxRounds = 8;
/** @type {YahtzeeParameters} */
let parameters = {};
const checked = { card: false, best: false };

// ---------------------------------------------------------------------------
// Letter values: one field per face; only the filled ones are sent, laid
// over the ruleset's table (which may be empty).

for (const face of FACES) {
  valuesBox.append(
    el(
      'div',
      { class: 'letter-value' },
      el('label', { for: `value-${face}`, text: face }),
      el('input', { id: `value-${face}`, type: 'number', min: 0, step: 1, inputmode: 'numeric', 'data-face': face }),
    ),
  );
}

/**
 * A refusal about letter values: next to the letter it names, if it names one.
 * @param {string} field
 * @param {string} message
 */
function letterValueError(field, message) {
  const named = /^\/letter_values\/(.+)$/.exec(field)?.[1] ?? /[`„](.)[`“]/u.exec(message)?.[1];
  const control = named ? valueField(named.toLocaleUpperCase('de-DE')) : null;
  if (control) fieldError(control, message);
  else noteError(valuesError, message);
}

// ---------------------------------------------------------------------------
// The rounds.

/** @param {number} index @returns {RoundState} */
const newRound = (index) => ({ dice: '', rolls: '3', box: ROUND_BOXES[index] ?? 'chance', words: '' });

/** @type {RoundState[]} */
let rounds = [newRound(0)];
/** @param {number} i */
const roundId = (i) => `round-${i}`;

function boxChoice(/** @type {string} */ id, /** @type {string} */ value) {
  const choice = el(
    'select',
    { id, name: id },
    el('optgroup', { label: t('wort-yahtzee-upper-half') }, ...UPPER.map((box) => el('option', { value: box, text: boxWithRound(box) }))),
    el('optgroup', { label: t('wort-yahtzee-lower-half') }, ...LOWER.map((box) => el('option', { value: box, text: boxWithRound(box) }))),
  );
  choice.value = value;
  return choice;
}

function renderRounds() {
  const items = rounds.map((round, i) => {
    const id = roundId(i);
    const rolls = el('select', { id: `${id}-rolls`, name: `${id}-rolls` }, ...['1', '2', '3'].map((n) => el('option', { value: n, text: n })));
    rolls.value = round.rolls || '3';
    const remove = el('button', { type: 'button', class: 'remove no-print', text: t('wort-yahtzee-remove-round-number', { number: i + 1 }) });
    remove.disabled = rounds.length <= 1;
    remove.addEventListener('click', () => {
      cardFresh.edited();
      rounds = readRounds();
      rounds.splice(i, 1);
      renderRounds();
      clearFieldErrors($('#card-form'));
      document.getElementById(`${roundId(Math.min(i, rounds.length - 1))}-dice`)?.focus();
    });
    return el(
      'li',
      { class: 'round', id },
      el(
        'fieldset',
        {},
        el('legend', { text: t('wort-yahtzee-round-number', { number: i + 1 }) }),
        el(
          'div',
          { class: 'round-fields' },
          el(
            'div',
            { class: 'field dice' },
            el('label', { for: `${id}-dice`, text: t('wort-yahtzee-dice') }),
            el('input', { id: `${id}-dice`, type: 'text', maxlength: 7, autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', value: round.dice }),
          ),
          el('div', { class: 'field rolls' }, el('label', { for: `${id}-rolls`, text: t('wort-yahtzee-rolls') }), rolls),
          el('div', { class: 'field box' }, el('label', { for: `${id}-box`, text: t('wort-yahtzee-box') }), boxChoice(`${id}-box`, round.box)),
          el(
            'div',
            { class: 'field words' },
            el('label', { for: `${id}-words`, text: t('wort-yahtzee-words') }),
            el('input', { id: `${id}-words`, type: 'text', autocomplete: 'off', spellcheck: 'false', value: round.words }),
          ),
          remove,
        ),
        el('div', { class: 'round-result', id: `${id}-result` }),
      ),
    );
  });
  replace(roundList, ...items);
  addRoundButton.disabled = rounds.length >= maxRounds;
}

/** @returns {RoundState[]} */
function readRounds() {
  return rounds.map((_, i) => {
    const value = (/** @type {string} */ suffix) => /** @type {HTMLInputElement | HTMLSelectElement | null} */ (document.getElementById(`${roundId(i)}-${suffix}`))?.value ?? '';
    return { dice: value('dice'), rolls: value('rolls'), box: value('box'), words: value('words') };
  });
}

addRoundButton.addEventListener('click', () => {
  cardFresh.edited();
  rounds = readRounds();
  if (rounds.length >= maxRounds) return;
  rounds.push(newRound(rounds.length));
  renderRounds();
  document.getElementById(`${roundId(rounds.length - 1)}-dice`)?.focus();
});

/** @param {string} text */
const dice = (text) => text.trim().toLocaleUpperCase('de-DE');
/** @param {string} text */
const wordsOf = (text) => text.split(/[\s,;+]+/).filter((w) => w.length > 0);

/** @returns {Schemas['wort_yahtzee.ScoreRequest']} */
function cardRequest() {
  const decision = sheet.decision();
  return {
    ruleset: decision.ruleset === 'wort-yahtzee' ? 'wort-yahtzee' : undefined,
    any_order: anyOrderField.checked,
    // The ruleset gives no face a value: without any, the service names the letters that need one.
    letter_values: readValues(FACES) ?? {},
    rounds: readRounds().map((r) => ({ dice: dice(r.dice), rolls: Number(r.rolls), box: /** @type {BoxName} */ (r.box), words: wordsOf(r.words) })),
  };
}

/**
 * A message about a round's field, next to that field.
 * @param {string} field  a pointer such as `/rounds/2/words/1`
 * @param {string} message
 * @returns {boolean}  whether a field of a round took it
 */
function roundFieldError(field, message) {
  const match = /^\/rounds\/(\d+)(?:\/(dice|rolls|box|words)(?:\/\d+)?)?/.exec(field);
  if (!match) return false;
  const id = roundId(Number(match[1]));
  const control = match[2] ? document.getElementById(`${id}-${match[2]}`) : null;
  if (control) fieldError(control, message);
  else {
    const area = document.getElementById(`${id}-result`);
    if (!area) return false;
    area.append(el('p', { class: 'field-error', 'data-dynamic': 'true', text: message }));
  }
  return true;
}

// Each result belongs to what it was checked from: the card to its rounds,
// the best words to their dice, both to the values and the rules.
const cardFresh = freshResult(() => {
  for (const area of document.querySelectorAll('.round-result')) replace(area);
  if (!cardResult.hasChildNodes()) return;
  replace(cardResult);
  if (document.body.dataset['printed'] === 'card') sheet.clearRecord();
});
const bestFresh = freshResult(() => {
  if (!bestResult.hasChildNodes()) return;
  replace(bestResult);
  if (document.body.dataset['printed'] === 'best') sheet.clearRecord();
});

async function scoreCard() {
  checked.card = true;
  clearFieldErrors($('#card-form'));
  clearFieldErrors($('#letter-values'));
  for (const area of document.querySelectorAll('.round-result')) replace(area);
  const checking = cardFresh.begin();
  const request = cardRequest();
  replace(cardResult, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await scoreWortYahtzee(request, sheet.decision());
  if (!cardFresh.fresh(checking)) return;
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    for (const error of answer.problem.errors ?? []) {
      if (error.field.startsWith('/letter_values')) letterValueError(error.field, error.message);
      else if (!roundFieldError(error.field, error.message)) noteError(roundsError, error.message);
    }
    replace(cardResult);
    return;
  }
  sheet.showProblem(null);
  showCard(answer.data);
  document.body.dataset['printed'] = 'card';
  sheet.record('scoreWortYahtzee', request, answer.data);
}

/** @param {Schemas['wort_yahtzee.LetterUse'][]} letters @param {number | null | undefined} value */
function letterSum(letters, value) {
  if (letters.length === 0) return '';
  const parts = letters.map((l) => `${l.face === '*' ? `◆${l.letter}` : l.letter} ${l.value === null || l.value === undefined ? '?' : number(l.value)}`);
  return `${parts.join(' + ')}${value === null || value === undefined ? '' : ` = ${number(value)}`}`;
}

/** @param {Schemas['Decided_wort_yahtzee.ScoreAnswer']} answer */
function showCard(answer) {
  // Each round's outcome and its violations, at the round.
  for (const round of answer.rounds) {
    const area = document.getElementById(`${roundId(round.round - 1)}-result`);
    if (!area) continue;
    const claim = round.accepted
      ? round.yahtzee_bonus > 0
        ? t('wort-yahtzee-further-yahtzee-word', { bonus: round.yahtzee_bonus })
        : t('wort-yahtzee-points-in-box', { points: round.points, box: boxName(round.box) })
      : t('wort-yahtzee-refused-box', { box: boxName(round.box) });
    const zero = round.zero_box ? t('wort-yahtzee-box-gets-zero', { box: boxName(round.zero_box) }) : '';
    replace(
      area,
      el('p', { class: round.accepted ? 'claim ok' : 'claim bad', 'data-accepted': String(round.accepted) }, `${claim}${zero}`),
      round.words.length > 0
        ? el(
            'ul',
            { class: 'round-words' },
            ...round.words.map((w) =>
              el(
                'li',
                { class: w.valid ? '' : 'bad' },
                el('strong', { text: w.key ?? w.word }),
                ` ${verdict(w.valid)}`,
                w.letters.length > 0 ? `: ${letterSum(w.letters, w.value)}` : '',
                w.reasons.length > 0 ? ` — ${w.reasons.map((r) => r.detail).join('; ')}` : '',
              ),
            ),
          )
        : null,
      ...(round.notes ?? []).map((note) => el('p', { class: 'hint', text: note })),
    );
  }
  for (const violation of answer.violations) {
    if (!roundFieldError(violation.field, violation.detail)) noteError(roundsError, violation.detail);
  }

  // The card as printed: which round filled each box, and its points.
  /** @type {Map<string, { round: number, zero: boolean }>} */
  const filledBy = new Map();
  for (const round of answer.rounds) {
    if (round.zero_box && !filledBy.has(round.zero_box)) filledBy.set(round.zero_box, { round: round.round, zero: true });
    if (round.accepted && round.yahtzee_bonus === 0 && !filledBy.has(round.box)) filledBy.set(round.box, { round: round.round, zero: false });
  }
  const open = new Set(answer.open_boxes);
  const boxRow = (/** @type {BoxName} */ box) => {
    const by = filledBy.get(box);
    return el(
      'tr',
      { 'data-box': box },
      el('th', { scope: 'row', text: boxName(box) }),
      el('td', { text: by ? t('wort-yahtzee-in-round', { round: by.round }) : open.has(box) ? t('wort-yahtzee-open') : '—' }),
      el('td', { class: 'number', text: open.has(box) ? '—' : number(answer.boxes[box]) }),
    );
  };
  const sum = (/** @type {string} */ label, /** @type {number} */ value, /** @type {string} */ id, /** @type {string} */ note = '') =>
    el('tr', { class: 'sum', id }, el('th', { scope: 'row', text: label }), el('td', { text: note }), el('td', { class: 'number', text: number(value) }));
  const threshold = parameters.upper_bonus_threshold ?? 35;
  const bonus = parameters.upper_bonus ?? 35;
  replace(
    cardResult,
    el('p', { class: `verdict ${answer.valid ? 'valid' : 'invalid'}`, 'data-verdict': answer.valid ? 'valid' : 'invalid' }, answer.valid ? t('wort-yahtzee-legal') : t('wort-yahtzee-against-the-rules')),
    answer.violations.length > 0
      ? el('div', { id: 'card-violations' }, el('h3', { text: t('wort-yahtzee-rule-violations') }), el('ul', { class: 'reasons' }, ...answer.violations.map((v) => el('li', { text: `${t('wort-yahtzee-round')} ${v.round}: ${v.detail}` }))))
      : null,
    el('p', { class: 'total', id: 'card-total' }, `${t('wort-yahtzee-total')}: ${number(answer.total)}`),
    scroller(
      el(
        'table',
        { class: 'breakdown card', id: 'card-table' },
        el('caption', { text: t('wort-yahtzee-score-card') + (answer.any_order ? t('wort-yahtzee-alternative-any-order') : '') }),
        columnHeads([t('wort-yahtzee-box'), t('wort-yahtzee-filled-in'), t('wort-yahtzee-points')], [2]),
        el(
          'tbody',
          { class: 'upper' },
          el('tr', { class: 'section' }, el('th', { scope: 'rowgroup', colspan: 3, text: t('wort-yahtzee-upper-half') })),
          ...UPPER.map(boxRow),
          sum(t('wort-yahtzee-upper-half-2'), answer.upper_total, 'upper-total'),
          sum(t('wort-yahtzee-bonus'), answer.upper_bonus, 'upper-bonus', t('wort-yahtzee-bonus-threshold', { threshold, bonus })),
        ),
        el(
          'tbody',
          { class: 'lower' },
          el('tr', { class: 'section' }, el('th', { scope: 'rowgroup', colspan: 3, text: t('wort-yahtzee-lower-half') })),
          ...LOWER.map(boxRow),
          sum(t('wort-yahtzee-lower-half-2'), answer.lower_total, 'lower-total'),
          sum(t('wort-yahtzee-yahtzee-bonus'), answer.yahtzee_bonus, 'yahtzee-bonus', t('wort-yahtzee-100-per-further-yahtzee-word')),
        ),
        el(
          'tfoot',
          {},
          el('tr', {}, el('th', { scope: 'row', text: t('wort-yahtzee-total') }), el('td', { text: t('wort-yahtzee-upper-bonus-lower-yahtzee-bonus') }), el('td', { class: 'number', text: number(answer.total) })),
        ),
      ),
      t('wort-yahtzee-score-card'),
    ),
    scroller(
      el(
        'table',
        { class: 'breakdown', id: 'round-table' },
        el('caption', { text: t('wort-yahtzee-rounds') }),
        columnHeads([t('wort-yahtzee-round'), t('wort-yahtzee-dice'), t('wort-yahtzee-rolls'), t('wort-yahtzee-box'), t('wort-yahtzee-words'), t('wort-yahtzee-points')], [5]),
        el(
          'tbody',
          {},
          ...answer.rounds.map((r) =>
            el(
              'tr',
              { class: r.accepted ? '' : 'invalid' },
              el('th', { scope: 'row', text: String(r.round) }),
              el('td', { class: 'dice-text', text: r.dice }),
              el('td', { class: 'number', text: String(r.rolls) }),
              el('td', { text: boxName(r.box) }),
              el('td', { text: r.words.map((w) => `${w.key ?? w.word}${w.value === null || w.value === undefined ? '' : ` ${w.value}`}${w.valid ? '' : ' ✗'}`).join(', ') || '—' }),
              el('td', { class: 'number', text: r.yahtzee_bonus > 0 ? `+${number(r.yahtzee_bonus)}` : number(r.points) }),
            ),
          ),
        ),
      ),
      t('wort-yahtzee-rounds'),
    ),
  );
}

// ---------------------------------------------------------------------------
// Best words for seven dice.

async function suggest() {
  checked.best = true;
  clearFieldErrors($('#best-form'));
  clearFieldErrors($('#letter-values'));
  const decision = sheet.decision();
  /** @type {Schemas['wort_yahtzee.BestWordsRequest']} */
  const request = { dice: dice(bestField.value), letter_values: readValues(FACES) ?? {}, ruleset: decision.ruleset === 'wort-yahtzee' ? 'wort-yahtzee' : undefined };
  const checking = bestFresh.begin();
  replace(bestResult, el('p', { class: 'verdict-prompt', text: t('sheet-checking') }));
  const answer = await suggestWortYahtzeeWords(request, decision);
  if (!bestFresh.fresh(checking)) return;
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    for (const error of answer.problem.errors ?? []) {
      if (error.field.startsWith('/letter_values')) letterValueError(error.field, error.message);
      else fieldError(bestField, error.message);
    }
    replace(bestResult);
    return;
  }
  sheet.showProblem(null);
  showBest(answer.data);
  document.body.dataset['printed'] = 'best';
  sheet.record('suggestWortYahtzeeWords', request, answer.data);
}

/** @param {Schemas['Decided_wort_yahtzee.Assistant']} answer */
function showBest(answer) {
  const rows = answer.boxes.map((s) =>
    el(
      'tr',
      { class: s.possible ? '' : 'invalid', 'data-box': s.box },
      el('th', { scope: 'row', text: boxName(s.box) }),
      el(
        'td',
        {},
        s.words.length > 0
          ? el('ul', { class: 'plain' }, ...s.words.map((w) => el('li', {}, el('strong', { text: w.word }), ` ${number(w.value)}`, el('span', { class: 'letters', text: ` (${letterSum(w.letters, null)})` }))))
          : s.possible
            ? t('wort-yahtzee-all-7-dice')
            : t('wort-yahtzee-not-possible'),
      ),
      el('td', { class: 'number', text: number(s.points) }),
      el('td', { class: 'number', text: String(s.max_rolls) }),
      el('td', { text: s.words.flatMap((w) => w.anagrams ?? []).join(', ') || '—' }),
    ),
  );
  replace(
    bestResult,
    el('p', { text: t('wort-yahtzee-formable-words', { dice: answer.dice, words: answer.formable_words }) }),
    scroller(
      el(
        'table',
        { class: 'breakdown', id: 'best-table' },
        el('caption', { text: t('wort-yahtzee-best-words-per-box') }),
        columnHeads(
          [t('wort-yahtzee-box'), t('wort-yahtzee-word-or-words'), t('wort-yahtzee-points'), t('wort-yahtzee-after-roll-at-the-latest'), t('wort-yahtzee-words-of-equal-value')],
          [2, 3],
        ),
        el('tbody', {}, ...rows),
      ),
      t('wort-yahtzee-best-words-per-box'),
    ),
  );
}

$('#card-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void scoreCard();
});
$('#best-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void suggest();
});

// The values printed on the dice stay the same for a whole tournament: kept
// on the device until „Werte löschen“, and filled into a new sheet.
const keptValues = keptOnDevice('wortwert.values.wort-yahtzee');
valuesBox.addEventListener('input', () => keptValues.save(JSON.stringify(readState().values)));

/** Fills the kept values into a sheet that opens without any. */
function fillKeptValues() {
  if (FACES.some((face) => valueField(face)?.value)) return;
  /** @type {Record<string, string>} */
  let kept = {};
  try {
    kept = JSON.parse(keptValues.load() ?? '{}') ?? {};
  } catch {
    // A kept value that does not read is dropped.
  }
  for (const face of FACES) {
    const field = valueField(face);
    if (field && typeof kept[face] === 'string') field.value = kept[face];
  }
}

// ---------------------------------------------------------------------------
// The sheet.

/** @returns {YahtzeeState} */
function readState() {
  /** @type {Record<string, string>} */
  const values = {};
  for (const face of FACES) {
    const field = valueField(face);
    if (field && field.value !== '') values[face] = field.value;
  }
  return { values, anyOrder: anyOrderField.checked, rounds: readRounds(), best: bestField.value, checked: { ...checked } };
}

/** @param {Partial<YahtzeeState>} state */
function fillState(state) {
  for (const face of FACES) {
    const field = valueField(face);
    if (field) field.value = state.values?.[face] ?? '';
  }
  anyOrderField.checked = Boolean(state.anyOrder);
  if (Array.isArray(state.rounds) && state.rounds.length > 0) {
    rounds = state.rounds.slice(0, maxRounds).map((r, i) => ({ ...newRound(i), ...r }));
  }
  bestField.value = state.best ?? '';
  renderRounds();
}

renderRounds();

/** @type {import('./sheet.js').Sheet<YahtzeeState>} */
const sheet = await startSheet({
  game: 'wort-yahtzee',
  read: readState,
  fill: fillState,
  reopened(state) {
    // After startSheet has returned (the checks need the sheet).
    setTimeout(() => {
      if (state.checked?.card) void scoreCard();
      if (state.checked?.best) void suggest();
    }, 0);
  },
  rulesetChosen(view) {
    parameters = /** @type {YahtzeeParameters} */ (/** @type {unknown} */ (view.parameters));
    maxRounds = parameters.rounds ?? 8;
    anyOrderField.checked = Boolean(parameters.any_order);
    const table = parameters.letter_values ?? {};
    for (const face of FACES) {
      const field = valueField(face);
      if (field) field.placeholder = table[face] === undefined ? '' : String(table[face]);
    }
    addRoundButton.disabled = rounds.length >= maxRounds;
  },
});

fillKeptValues();
// Registered once the sheet exists: filling it from a link is no edit.
cardFresh.watch($('#card-form'), $('#letter-values'), ...decisionFields());
bestFresh.watch($('#best-form'), $('#letter-values'), ...decisionFields());
$('#clear-values').addEventListener('click', () => {
  for (const face of FACES) {
    const field = valueField(face);
    if (field) field.value = '';
  }
  cardFresh.edited();
  bestFresh.edited();
  keptValues.clear();
  sheet.save();
  valueField(FACES[0] ?? 'A')?.focus();
});
