// A refusal's message next to the field it names: the field is marked
// `aria-invalid` and described by the message, so a screen reader reads
// both together. Cells of a board are marked by grid.js instead.

import { el, input } from './dom.js';

/**
 * Marks a field invalid and adds the message next to it: in the page's own
 * note when given, else in its `.field-error` (`<id>-error`, made on first
 * use after its label when the field sits inside one).
 * @param {HTMLElement} field
 * @param {string} message
 * @param {HTMLElement} [own]
 */
export function fieldError(field, message, own) {
  field.setAttribute('aria-invalid', 'true');
  const id = own?.id || `${field.id}-error`;
  let note = own ?? document.getElementById(id);
  if (!note) {
    note = el('p', { class: 'field-error', id, 'data-dynamic': 'true' });
    const anchor = field.closest('label') ?? field;
    anchor.insertAdjacentElement('afterend', note);
  }
  noteError(note, message);
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  field.setAttribute('aria-describedby', [...described, id].join(' '));
}

/**
 * Marks a field invalid whose message a page shows in a place of its own
 * (the judge's verdict area, a setup note): the place describes the field
 * until `fieldValid` clears it.
 * @param {HTMLElement} field
 * @param {HTMLElement} place  has an id
 */
export function fieldInvalid(field, place) {
  field.setAttribute('aria-invalid', 'true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== place.id);
  field.setAttribute('aria-describedby', [...described, place.id].join(' '));
}

/**
 * Clears what `fieldInvalid` marked.
 * @param {HTMLElement} field
 * @param {HTMLElement} place
 */
export function fieldValid(field, place) {
  field.removeAttribute('aria-invalid');
  const rest = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== place.id);
  if (rest.length > 0) field.setAttribute('aria-describedby', rest.join(' '));
  else field.removeAttribute('aria-describedby');
}

/**
 * A message as a sentence of its own: its first letter a capital, a full
 * stop at its end (the service's messages are clauses: „die Runde …“).
 * @param {string} message
 */
function sentence(message) {
  const text = message.trim();
  // Only a clause's own first word: a quoted word („anna“) stays as typed.
  const capital = /^\p{Ll}/u.test(text) ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Adds a message to an error area that names no single field (a list, a
 * row). A second message never runs on from the first: each is then a
 * sentence of its own.
 * @param {HTMLElement} note
 * @param {string} message
 */
export function noteError(note, message) {
  note.textContent = note.textContent ? `${sentence(note.textContent)} ${sentence(message)}` : message;
}

/**
 * Clears what `fieldError` and `noteError` showed below `root`: made notes
 * go, the page's own (`data-static`) are emptied.
 * @param {ParentNode} root
 */
export function clearFieldErrors(root) {
  const notes = new Set([...root.querySelectorAll('.field-error[data-dynamic], .field-error[data-static]')].map((note) => note.id));
  for (const field of root.querySelectorAll('[aria-invalid]')) {
    const id = `${field.id}-error`;
    field.removeAttribute('aria-invalid');
    const rest = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id && !notes.has(x));
    if (rest.length > 0) field.setAttribute('aria-describedby', rest.join(' '));
    else field.removeAttribute('aria-describedby');
  }
  for (const note of root.querySelectorAll('.field-error[data-dynamic]')) note.remove();
  for (const note of root.querySelectorAll('.field-error[data-static]')) note.textContent = '';
}

/**
 * Marks the shared lexicon-version field when a refusal names it, or clears
 * it (`null`); its message goes into a `.field-error` next to it.
 * @param {string | null} message
 */
export function versionError(message) {
  const field = input('lexicon-version');
  let area = document.getElementById('lexicon-version-error');
  if (!area && message) {
    area = el('p', { id: 'lexicon-version-error', class: 'field-error', 'aria-live': 'polite' });
    field.after(area);
    field.setAttribute('aria-describedby', 'lexicon-version-error');
  }
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
  if (area) area.textContent = message ?? '';
}
