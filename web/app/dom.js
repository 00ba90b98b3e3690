// Small typed helpers for building and finding elements; nothing here
// knows about games or the API.

/**
 * Makes an element with attributes and children. `class` and `text` are
 * shorthands; `on*` attributes are not supported on purpose (the page's
 * Content-Security-Policy forbids inline handlers: use addEventListener).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number | boolean | undefined | null>} [attributes]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') element.className = String(value);
    else if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/**
 * The element a selector names; throws when the page lacks it (a page and
 * its module disagree, which a test must catch).
 * @template {Element} [E=HTMLElement]
 * @param {string} selector
 * @param {ParentNode} [root]
 * @returns {E}
 */
export function $(selector, root = document) {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`the page has no ${selector}`);
  return /** @type {E} */ (/** @type {unknown} */ (found));
}

/**
 * The input element with this id.
 * @param {string} id
 * @returns {HTMLInputElement}
 */
export function input(id) {
  return $(`#${id}`);
}

/**
 * The select element with this id.
 * @param {string} id
 * @returns {HTMLSelectElement}
 */
export function select(id) {
  return $(`#${id}`);
}

/**
 * The textarea with this id.
 * @param {string} id
 * @returns {HTMLTextAreaElement}
 */
export function textarea(id) {
  return $(`#${id}`);
}

/**
 * The input `#value-<key>` of a table of values typed per letter or face.
 * @param {string} key
 * @returns {HTMLInputElement | null}
 */
export function valueField(key) {
  return /** @type {HTMLInputElement | null} */ (document.getElementById(`value-${key}`));
}

/**
 * The values typed into `valueField`s, by key; empty fields are left out,
 * and no value at all is `undefined`.
 * @param {readonly string[]} keys
 * @returns {Record<string, number> | undefined}
 */
export function readValues(keys) {
  /** @type {Record<string, number>} */
  const values = {};
  for (const key of keys) {
    const field = valueField(key);
    if (field && field.value.trim() !== '') values[key] = Number(field.value);
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/**
 * Replaces an element's children.
 * @param {Element} element
 * @param {...(Node | string | null | undefined | false)} children
 */
export function replace(element, ...children) {
  element.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false).map((c) => /** @type {Node | string} */ (c)));
}
