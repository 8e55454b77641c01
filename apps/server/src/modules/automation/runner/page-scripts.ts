/**
 * Functions that run inside the page. They are written as JavaScript source (the server compiles
 * without DOM types) and compiled once here; puppeteer sends their source text to the page.
 */

function compile<Fn>(source: string): Fn {
  return new Function(`return (${source});`)() as Fn;
}

/** An element's robust selectors and visible text. */
export interface ElementDescription {
  /** A CSS selector matching this element only. */
  css: string;
  /** An absolute XPath (`/html[1]/body[1]/button[2]`). */
  xpath: string;
  text: string;
  tag: string;
}

/**
 * The innermost visible element whose text, label, value (or, when typing, placeholder) equals
 * `text` (whitespace collapsed; case-insensitive unless asked), lifted to its clickable ancestor;
 * a label found for typing gives its control. Null when none.
 */
export const findByText = compile<(text: string, caseSensitive: boolean, forTyping: boolean) => unknown>(`
(text, caseSensitive, forTyping) => {
  const norm = (value) => (value || '').replace(/\\s+/g, ' ').trim();
  const fold = (value) => (caseSensitive ? norm(value) : norm(value).toLowerCase());
  const wanted = fold(text);
  if (!wanted) return null;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const labels = (element) => [
    element.getAttribute('aria-label'),
    element.getAttribute('title'),
    element.getAttribute('alt'),
    element.tagName === 'INPUT' && !forTyping ? element.value : null,
    forTyping ? element.getAttribute('placeholder') : null,
    element.innerText,
  ];
  const matches = [];
  for (const element of document.querySelectorAll('body *')) {
    if (labels(element).some((label) => label !== null && fold(label) === wanted)) matches.push(element);
  }
  const innermost = matches.filter((element) => !matches.some((other) => other !== element && element.contains(other)));
  const clickable = 'button, a[href], input, select, textarea, summary, label, [role], [onclick], [tabindex]';
  for (const element of innermost) {
    let target = element.closest(clickable) || element;
    if (forTyping && target.tagName === 'LABEL' && target.control) target = target.control;
    if (visible(target)) return target;
  }
  return null;
}`);

/** The clickable (or, when typing, editable) element a node of the accessibility tree stands for. */
export const actionableAncestor = compile<(node: unknown, forTyping: boolean) => unknown>(`
(node, forTyping) => {
  const element = node.nodeType === 1 ? node : node.parentElement;
  if (!element) return null;
  if (forTyping) return element.closest('input, textarea, select, [contenteditable], [role=textbox], [role=searchbox], [role=combobox]') || element;
  return element.closest('button, a[href], input, select, summary, label, [role], [onclick], [tabindex]') || element;
}`);

/** Selectors for one element (see {@link ElementDescription}). */
export const describeElement = compile<(element: unknown) => ElementDescription>(`
(element) => {
  const unique = (selector) => {
    try {
      const found = document.querySelectorAll(selector);
      return found.length === 1 && found[0] === element;
    } catch {
      return false;
    }
  };
  const quote = (value) => '"' + value.replace(/["\\\\]/g, '\\\\$&') + '"';
  const tag = element.tagName.toLowerCase();
  let css = null;
  if (element.id && unique('#' + CSS.escape(element.id))) css = '#' + CSS.escape(element.id);
  for (const name of ['data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-cy', 'name', 'aria-label']) {
    if (css) break;
    const value = element.getAttribute(name);
    if (value && unique(tag + '[' + name + '=' + quote(value) + ']')) css = tag + '[' + name + '=' + quote(value) + ']';
  }
  if (!css) {
    const parts = [];
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node !== element && node.id && unique('#' + CSS.escape(node.id))) {
        parts.unshift('#' + CSS.escape(node.id));
        break;
      }
      const parent = node.parentElement;
      if (parent) {
        const same = Array.from(parent.children).filter((child) => child.tagName === node.tagName);
        if (same.length > 1) part += ':nth-of-type(' + (same.indexOf(node) + 1) + ')';
      }
      parts.unshift(part);
      if (unique(parts.join(' > '))) break;
    }
    css = parts.join(' > ');
  }
  const steps = [];
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    const siblings = node.parentElement
      ? Array.from(node.parentElement.children).filter((child) => child.tagName === node.tagName)
      : [node];
    steps.unshift(node.tagName.toLowerCase() + '[' + (siblings.indexOf(node) + 1) + ']');
  }
  const text = (element.innerText || element.value || element.getAttribute('aria-label') || element.getAttribute('placeholder') || '')
    .replace(/\\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return { css, xpath: '/' + steps.join('/'), text, tag };
}`);

/** The visible text (or value, or label) of an element, for the report's "element clicked". */
export const elementText = compile<(element: unknown) => string>(`
(element) => (element.innerText || element.value || element.getAttribute('aria-label') || element.getAttribute('title') || element.getAttribute('alt') || '')
  .replace(/\\s+/g, ' ')
  .trim()
  .slice(0, 200)`);
