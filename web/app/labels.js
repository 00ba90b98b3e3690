// The API's codes in words people read, German and English.

import { tr } from './i18n.js';

/** @typedef {import('./api.js').Schemas} Schemas */

/** @type {Record<Schemas['Category'], [string, string]>} */
const CATEGORIES = {
  common: ['Allgemeinwortschatz', 'common word'],
  toponym: ['geografischer Name', 'place name'],
  first_name: ['Vorname', 'first name'],
  family_name: ['Familienname', 'family name'],
  proper_name: ['Eigenname', 'proper name'],
  brand: ['Marke', 'brand'],
  abbreviation: ['Abkürzung', 'abbreviation'],
  foreign: ['Fremdwort', 'foreign word'],
  dialect: ['Mundart', 'dialect'],
  multiword: ['Mehrwortausdruck', 'multi-word term'],
};

/** @type {Record<Schemas['FormKind'], [string, string]>} */
const FORMS = {
  base: ['Grundform', 'base form'],
  inflected_noun: ['gebeugtes Substantiv', 'inflected noun'],
  plural: ['Plural', 'plural'],
  inflected_verb: ['konjugiertes Verb', 'inflected verb'],
  inflected_adjective: ['gebeugtes Adjektiv', 'inflected adjective'],
  other: ['andere Form', 'other form'],
};

/** @type {Record<Schemas['PartOfSpeech'], [string, string]>} */
const PARTS_OF_SPEECH = {
  noun: ['Substantiv', 'noun'],
  verb: ['Verb', 'verb'],
  adjective: ['Adjektiv', 'adjective'],
  adverb: ['Adverb', 'adverb'],
  numeral: ['Zahlwort', 'numeral'],
  pronoun: ['Pronomen', 'pronoun'],
  preposition: ['Präposition', 'preposition'],
  conjunction: ['Konjunktion', 'conjunction'],
  interjection: ['Interjektion', 'interjection'],
  article: ['Artikel', 'article'],
  particle: ['Partikel', 'particle'],
  other: ['Sonstiges', 'other'],
};

/** @param {[string, string] | undefined} pair @param {string} code */
const pick = (pair, code) => (pair ? tr(pair[0], pair[1]) : code);

/** @param {Schemas['Category']} code */
export const category = (code) => pick(CATEGORIES[code], code);
/** @param {Schemas['FormKind']} code */
export const formKind = (code) => pick(FORMS[code], code);
/** @param {Schemas['PartOfSpeech']} code */
export const partOfSpeech = (code) => pick(PARTS_OF_SPEECH[code], code);

/** @param {boolean} valid */
export const verdict = (valid) => (valid ? tr('GÜLTIG', 'VALID') : tr('UNGÜLTIG', 'INVALID'));
