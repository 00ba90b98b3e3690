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
 * Replaces an element's children.
 * @param {Element} element
 * @param {...(Node | string | null | undefined | false)} children
 */
export function replace(element, ...children) {
  element.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false).map((c) => /** @type {Node | string} */ (c)));
}
