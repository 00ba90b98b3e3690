// The API's codes in words people read: each code's message in the catalogue.

import { has, t } from './i18n.js';

/** @typedef {import('./api.js').Schemas} Schemas */

/** @type {Record<Schemas['Category'], string>} */
const CATEGORIES = {
  common: 'labels-categories-common',
  toponym: 'labels-categories-toponym',
  first_name: 'labels-categories-first-name',
  family_name: 'labels-categories-family-name',
  proper_name: 'labels-categories-proper-name',
  brand: 'labels-categories-brand',
  abbreviation: 'labels-categories-abbreviation',
  foreign: 'labels-categories-foreign',
  dialect: 'labels-categories-dialect',
  multiword: 'labels-categories-multiword',
};

/** @type {Record<Schemas['FormKind'], string>} */
const FORMS = {
  base: 'labels-forms-base',
  inflected_noun: 'labels-forms-inflected-noun',
  plural: 'labels-forms-plural',
  inflected_verb: 'labels-forms-inflected-verb',
  inflected_adjective: 'labels-forms-inflected-adjective',
  other: 'labels-forms-other',
};

/** @type {Record<Schemas['PartOfSpeech'], string>} */
const PARTS_OF_SPEECH = {
  noun: 'labels-parts-of-speech-noun',
  verb: 'labels-parts-of-speech-verb',
  adjective: 'labels-parts-of-speech-adjective',
  adverb: 'labels-parts-of-speech-adverb',
  numeral: 'labels-parts-of-speech-numeral',
  pronoun: 'labels-parts-of-speech-pronoun',
  preposition: 'labels-parts-of-speech-preposition',
  conjunction: 'labels-parts-of-speech-conjunction',
  interjection: 'labels-parts-of-speech-interjection',
  article: 'labels-parts-of-speech-article',
  particle: 'labels-parts-of-speech-particle',
  other: 'labels-parts-of-speech-other',
};

/**
 * The shipped rulesets' titles in the page's language; the service's
 * title (in the rulesets' own words) stands for a ruleset not named here.
 * @type {Record<string, string>}
 */
const RULESET_TITLES = {
  boggle: 'ruleset-title-boggle',
  'boggle-5x5': 'ruleset-title-boggle-5x5',
  crossword: 'ruleset-title-crossword',
  happycross: 'ruleset-title-happycross',
  typdom: 'ruleset-title-typdom',
  'wort-yahtzee': 'ruleset-title-wort-yahtzee',
};

/**
 * A ruleset's title in the page's language: the catalogue's, else the
 * service's (`fallback`), else its id.
 * @param {string} id
 * @param {string} [fallback]
 */
export function rulesetTitle(id, fallback) {
  const message = Object.hasOwn(RULESET_TITLES, id) ? RULESET_TITLES[id] : undefined;
  return message && has(message) ? t(message) : (fallback ?? id);
}

/** @param {string | undefined} id @param {string} code */
const pick = (id, code) => (id ? t(id) : code);

/** @param {Schemas['Category']} code */
export const category = (code) => pick(CATEGORIES[code], code);
/** @param {Schemas['FormKind']} code */
export const formKind = (code) => pick(FORMS[code], code);
/** @param {Schemas['PartOfSpeech']} code */
export const partOfSpeech = (code) => pick(PARTS_OF_SPEECH[code], code);

/** @param {boolean} valid */
export const verdict = (valid) => (valid ? t('labels-valid') : t('labels-invalid'));
