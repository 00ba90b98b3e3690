// The word judge: one word or a list under a ruleset, with a verdict
// nobody can misread, the reasons in plain words and the entries behind
// the word.

import { el, input, replace, textarea, $ } from './dom.js';
import { tr } from './i18n.js';
import { getWord, validateWords } from './api.js';
import { category, formKind, partOfSpeech, verdict } from './labels.js';
import { startSheet } from './sheet.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {{ word: string, list: string, mode: 'word' | 'list' }} JudgeState */

const wordField = input('word');
const listField = textarea('word-list');
const verdictArea = $('#verdict');
const detailsArea = $('#details');
const listArea = $('#list-result');
/** @type {'word' | 'list'} */
let mode = 'word';

/** @type {import('./sheet.js').Sheet<JudgeState>} */
const sheet = await startSheet({
  game: '',
  read: () => ({ word: wordField.value, list: listField.value, mode }),
  fill(state) {
    wordField.value = state.word ?? '';
    listField.value = state.list ?? '';
    mode = state.mode === 'list' ? 'list' : 'word';
  },
  reopened(state) {
    if (state.mode === 'list' && state.list.trim()) void checkList();
    else if (state.word.trim()) void checkWord();
  },
});

/** @param {Schemas['Reason'][]} reasons */
function reasonList(reasons) {
  return el('ul', { class: 'reasons' }, ...reasons.map((reason) => el('li', { text: reason.detail })));
}

/** @param {Schemas['WordAnswer']} answer */
function showWord(answer) {
  replace(
    verdictArea,
    el('p', { class: `verdict ${answer.valid ? 'valid' : 'invalid'}`, 'data-verdict': answer.valid ? 'valid' : 'invalid' }, verdict(answer.valid)),
    el('p', {}, el('strong', { text: answer.input }), answer.key ? ` — ${tr('Spielschlüssel', 'game key')} ` : '', answer.key ? el('code', { text: answer.key }) : ''),
    answer.reasons.length > 0 ? reasonList(answer.reasons) : null,
  );
  const entries = answer.entries.map((entry) =>
    el(
      'tr',
      { class: entry.allowed ? '' : 'invalid' },
      el('td', { text: entry.lemma }),
      el('td', { text: partOfSpeech(entry.pos) }),
      el('td', { text: entry.categories.map(category).join(', ') }),
      el('td', { text: formKind(entry.form_kind) }),
      el('td', { class: entry.allowed ? 'ok' : 'bad', text: entry.allowed ? tr('erlaubt', 'allowed') : tr('nicht erlaubt', 'not allowed') }),
    ),
  );
  const suggestions = answer.suggestions ?? [];
  replace(
    detailsArea,
    entries.length > 0
      ? el(
          'table',
          { class: 'breakdown' },
          el('caption', { text: tr('Einträge im Lexikon', 'Entries in the lexicon') }),
          el(
            'thead',
            {},
            el('tr', {}, ...[tr('Lemma', 'Lemma'), tr('Wortart', 'Part of speech'), tr('Kategorie', 'Category'), tr('Form', 'Form'), tr('Regelwerk', 'Ruleset')].map((h) => el('th', { scope: 'col', text: h }))),
          ),
          el('tbody', {}, ...entries),
        )
      : el('p', { text: tr('Kein Eintrag im Lexikon.', 'No entry in the lexicon.') }),
    suggestions.length > 0 ? el('p', {}, tr('Meinten Sie: ', 'Did you mean: '), suggestions.map((s) => s.display).join(', ')) : null,
  );
}

async function checkWord() {
  mode = 'word';
  const word = wordField.value.trim();
  if (!word) {
    wordField.setAttribute('aria-invalid', 'true');
    sheet.showProblem({ type: 'about:blank', status: 0, title: tr('Kein Wort', 'No word'), detail: tr('Bitte ein Wort eingeben.', 'Please enter a word.') });
    return;
  }
  wordField.removeAttribute('aria-invalid');
  const answer = await getWord(word, { ...sheet.decision(), suggest: 5 });
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    replace(verdictArea);
    replace(detailsArea);
    return;
  }
  sheet.showProblem(null);
  showWord(answer.data);
  sheet.record('getWord', { word, ...sheet.decision() }, answer.data);
}

async function checkList() {
  mode = 'list';
  const words = listField.value.split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
  if (words.length === 0) {
    listField.setAttribute('aria-invalid', 'true');
    sheet.showProblem({ type: 'about:blank', status: 0, title: tr('Keine Wörter', 'No words'), detail: tr('Bitte mindestens ein Wort eingeben, eines je Zeile.', 'Please enter at least one word, one per line.') });
    return;
  }
  listField.removeAttribute('aria-invalid');
  const decision = sheet.decision();
  /** @type {Schemas['ValidateRequest']} */
  const request = { words, ruleset: /** @type {Schemas['ValidateRequest']['ruleset']} */ (decision.ruleset ?? 'crossword'), lexicon_version: decision.lexicon_version };
  const answer = await validateWords(request);
  if (!answer.ok) {
    sheet.showProblem(answer.problem);
    replace(listArea);
    return;
  }
  sheet.showProblem(null);
  const valid = answer.data.results.filter((r) => r.valid).length;
  replace(
    listArea,
    el('p', { class: `verdict ${valid === words.length ? 'valid' : 'invalid'}` }, verdict(valid === words.length)),
    el('p', { text: tr(`${valid} von ${words.length} Wörtern gültig.`, `${valid} of ${words.length} words valid.`) }),
    el(
      'table',
      { class: 'breakdown' },
      el('thead', {}, el('tr', {}, ...[tr('Wort', 'Word'), tr('Urteil', 'Verdict'), tr('Gründe', 'Reasons')].map((h) => el('th', { scope: 'col', text: h })))),
      el(
        'tbody',
        {},
        ...answer.data.results.map((result) =>
          el(
            'tr',
            { class: result.valid ? '' : 'invalid' },
            el('td', { text: result.input }),
            el('td', { class: result.valid ? 'ok' : 'bad', text: verdict(result.valid) }),
            el('td', { text: result.reasons.map((r) => r.detail).join('; ') }),
          ),
        ),
      ),
    ),
  );
  sheet.record('validateWords', request, answer.data);
}

$('#judge-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void checkWord();
});
$('#list-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void checkList();
});
