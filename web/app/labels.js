// The API's codes in words people read: each code's message in the catalogue.

import { t } from './i18n.js';

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
