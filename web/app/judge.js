// The word judge: one word or a list under a ruleset, with a verdict
// nobody can misread, the reasons in plain words and the entries behind
// the word. A verdict never outlives its input: any change of word, list,
// ruleset or lexicon version takes it off the page at once, and an answer
// that arrives for an older input is dropped.

import { fieldInvalid, fieldValid } from './fields.js';
import { el, input, replace, select, textarea, $ } from './dom.js';
import { t } from './i18n.js';
import { getWord, validateWords } from './api.js';
import { category, formKind, partOfSpeech, verdict } from './labels.js';
import { startSheet } from './sheet.js';
import { columnHeads } from './tables.js';

/** @typedef {import('./api.js').Schemas} Schemas */
/** @typedef {{ word: string, list: string, mode: 'word' | 'list' }} JudgeState */

const wordField = input('word');
const listField = textarea('word-list');
const verdictArea = $('#verdict');
const detailsArea = $('#details');
const listArea = $('#list-result');
const rulesetChoice = select('ruleset');
const versionField = input('lexicon-version');
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

/**
 * Counts the inputs: every change makes a new one, and an answer is shown
 * only while the input it was asked for is still the latest.
 */
let inputGeneration = 0;

/** A neutral line where the verdict goes: never green, never red. */
function prompt(/** @type {string} */ text) {
  return el('p', { class: 'verdict-prompt', text });
}

/** Takes every verdict off the page: the input it answered is gone. */
function forgetVerdicts() {
  inputGeneration += 1;
  replace(verdictArea);
  replace(detailsArea);
  replace(listArea);
  sheet.showProblem(null);
  sheet.clearRecord();
}
wordField.addEventListener('input', forgetVerdicts);
listField.addEventListener('input', forgetVerdicts);
rulesetChoice.addEventListener('change', forgetVerdicts);
versionField.addEventListener('input', forgetVerdicts);

/**
 * The ruleset the check is for, or null after asking for one (the judge has
 * no default: a wrong one would decide the word by another game's rules).
 * @param {HTMLElement} area
 */
function chosenRuleset(area) {
  const ruleset = sheet.decision().ruleset;
  if (ruleset) return ruleset;
  ask(rulesetChoice, area, t('judge-please-choose-the-ruleset-first'));
  return null;
}
rulesetChoice.addEventListener('change', () => {
  fieldValid(rulesetChoice, verdictArea);
  fieldValid(rulesetChoice, listArea);
});

/**
 * Asks for what a field lacks, in the verdict's place, and goes to the field.
 * @param {HTMLElement} field
 * @param {HTMLElement} area
 * @param {string} message
 */
function ask(field, area, message) {
  fieldInvalid(field, area);
  replace(area, prompt(message));
  field.focus();
}

/**
 * The verdict and the game it is for: „UNGÜLTIG – Boggle 4×4“.
 * @param {boolean} valid
 * @param {string} rulesetId
 */
function verdictLine(valid, rulesetId) {
  return el(
    'p',
    { class: `verdict ${valid ? 'valid' : 'invalid'}`, 'data-verdict': valid ? 'valid' : 'invalid' },
    el('span', { class: 'verdict-word', text: verdict(valid) }),
    el('span', { class: 'verdict-for', text: ` – ${sheet.titleOf(rulesetId)}` }),
  );
}

/** @param {Schemas['Reason'][]} reasons */
function reasonList(reasons) {
  return el('ul', { class: 'reasons' }, ...reasons.map((reason) => el('li', { text: reason.detail })));
}

/**
 * What the lexicon says a word means, when it carries meanings or
 * synonyms, and where they come from (their licences ask for the
 * attribution). An entry's reading (lemma and part of speech) is shown once.
 * @typedef {{ name: string, licence: string, licence_url: string, url: string }} MeaningsSource
 * @param {Schemas['EntryMatch'][]} entries
 * @param {(MeaningsSource | undefined)[]} sources
 */
function meaningsSection(entries, sources) {
  /** @type {Set<string>} */
  const seen = new Set();
  const explained = entries
    .map((entry) => {
      const said = /** @type {{ meanings?: string[] | null, synonyms?: string[] | null }} */ (entry);
      return { lemma: entry.lemma, pos: entry.pos, meanings: said.meanings ?? [], synonyms: said.synonyms ?? [] };
    })
    .filter((entry) => entry.meanings.length + entry.synonyms.length > 0)
    .filter((entry) => {
      const reading = JSON.stringify(entry);
      if (seen.has(reading)) return false;
      seen.add(reading);
      return true;
    });
  if (explained.length === 0) return null;
  const lemmas = new Set(explained.map((entry) => entry.lemma));
  return el(
    'section',
    { class: 'meanings', 'aria-labelledby': 'meanings-heading' },
    el('h3', { id: 'meanings-heading', text: t('judge-meaning') }),
    el(
      'dl',
      {},
      ...explained.flatMap((entry) => [
        // A lemma with several readings (Bank, buchen) names each one's part of speech.
        el('dt', { text: lemmas.size < explained.length ? `${entry.lemma} (${partOfSpeech(entry.pos)})` : entry.lemma }),
        ...entry.meanings.map((meaning) => el('dd', { text: meaning })),
        ...entry.synonyms.map((sense) => el('dd', { class: 'synonyms', text: `${t('judge-synonyms')}${sense}` })),
      ]),
    ),
    ...sources.map((source) =>
      source
        ? el(
            'p',
            { class: 'hint attribution' },
            t('judge-source'),
            el('a', { href: source.url, rel: 'noopener', text: source.name }),
            t('judge-licence'),
            el('a', { href: source.licence_url, rel: 'license noopener', text: source.licence }),
          )
        : null,
    ),
  );
}

/** @param {Schemas['WordAnswer']} answer */
export function showWord(answer) {
  replace(
    verdictArea,
    verdictLine(answer.valid, answer.ruleset.id),
    el('p', {}, el('strong', { text: answer.input }), answer.key ? ` — ${t('judge-written-in-the-game-as')} ` : '', answer.key ? el('strong', { text: answer.key }) : ''),
    answer.reasons.length > 0 ? reasonList(answer.reasons) : null,
  );
  const entries = answer.entries.map((entry) =>
    el(
      'tr',
      { class: entry.allowed ? '' : 'invalid' },
      // The decisive column first: on a phone the rows stack, and this is what a referee looks for.
      el('td', { class: entry.allowed ? 'ok' : 'bad', 'data-label': t('judge-in-the-game'), text: entry.allowed ? t('judge-allowed') : t('judge-not-allowed') }),
      el('td', { 'data-label': t('judge-base-form'), text: entry.lemma }),
      el('td', { 'data-label': t('judge-part-of-speech'), text: partOfSpeech(entry.pos) }),
      el('td', { 'data-label': t('judge-category'), text: entry.categories.map(category).join(', ') }),
      el('td', { 'data-label': t('judge-form'), text: formKind(entry.form_kind) }),
    ),
  );
  const suggestions = answer.suggestions ?? [];
  const sourced = /** @type {{ meanings_source?: MeaningsSource | null, synonyms_source?: MeaningsSource | null }} */ (answer);
  const sources = [sourced.meanings_source ?? undefined, sourced.synonyms_source ?? undefined];
  replace(
    detailsArea,
    entries.length > 0
      ? el(
          'table',
          { class: 'breakdown stacking' },
          el('caption', { text: t('judge-entries-in-the-dictionary') }),
          columnHeads([t('judge-in-the-game'), t('judge-base-form'), t('judge-part-of-speech'), t('judge-category'), t('judge-form')]),
          el('tbody', {}, ...entries),
        )
      : el('p', { text: t('judge-no-entry-in-the-dictionary') }),
    meaningsSection(answer.entries, sources),
    suggestions.length > 0 ? el('p', {}, t('judge-did-you-mean'), suggestions.map((s) => s.display).join(', ')) : null,
  );
}

async function checkWord() {
  mode = 'word';
  forgetVerdicts();
  const word = wordField.value.trim();
  if (!word) {
    ask(wordField, verdictArea, t('judge-please-enter-a-word'));
    return;
  }
  fieldValid(wordField, verdictArea);
  const ruleset = chosenRuleset(verdictArea);
  if (!ruleset) return;
  const asked = inputGeneration;
  replace(verdictArea, prompt(t('judge-checking')));
  const decision = sheet.decision();
  const answer = await getWord(word, { ...decision, suggest: 5 });
  if (asked !== inputGeneration) return; // the input changed meanwhile: this answer is for an older one
  if (!answer.ok) {
    replace(verdictArea);
    sheet.showProblem(answer.problem);
    return;
  }
  showWord(answer.data);
  sheet.record('getWord', { word, ...decision }, answer.data);
}

async function checkList() {
  mode = 'list';
  forgetVerdicts();
  const words = listField.value.split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
  if (words.length === 0) {
    ask(listField, listArea, t('judge-please-enter-at-least-one'));
    return;
  }
  fieldValid(listField, listArea);
  const ruleset = chosenRuleset(listArea);
  if (!ruleset) return;
  const asked = inputGeneration;
  replace(listArea, prompt(t('judge-checking')));
  const decision = sheet.decision();
  /** @type {Schemas['ValidateRequest']} */
  const request = { words, ruleset: /** @type {Schemas['ValidateRequest']['ruleset']} */ (ruleset), lexicon_version: decision.lexicon_version };
  const answer = await validateWords(request);
  if (asked !== inputGeneration) return;
  if (!answer.ok) {
    replace(listArea);
    sheet.showProblem(answer.problem);
    return;
  }
  const valid = answer.data.results.filter((r) => r.valid).length;
  replace(
    listArea,
    verdictLine(valid === words.length, answer.data.ruleset.id),
    el('p', { text: t('judge-list-valid-count', { valid, words: words.length }) }),
    el(
      'table',
      { class: 'breakdown stacking' },
      columnHeads([t('judge-verdict'), t('judge-word'), t('judge-reasons')]),
      el(
        'tbody',
        {},
        ...answer.data.results.map((result) =>
          el(
            'tr',
            { class: result.valid ? '' : 'invalid' },
            el('td', { class: result.valid ? 'ok' : 'bad', 'data-label': t('judge-verdict'), text: verdict(result.valid) }),
            el('td', { 'data-label': t('judge-word'), text: result.input }),
            el('td', { 'data-label': t('judge-reasons'), text: result.reasons.map((r) => r.detail).join('; ') }),
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
