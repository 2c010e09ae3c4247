/**
 * Fluent's focus manager (tabster) puts two focus-redirecting elements at the ends of <body>, hidden from
 * assistive technology but left in the Tab order (tabindex 0) whenever nothing in the page has focus. A
 * hidden element must not be focusable (WCAG 4.1.2, axe's aria-hidden-focus), so they are kept out of the
 * Tab order: Tab then goes from the browser straight to the page's first focusable element (the skip link),
 * which is where the redirect led anyway. Returns the function that stops watching.
 */
export function keepBodyDummiesOutOfTabOrder(doc: Document = document): () => void {
  const untabbable = (el: Element) => {
    if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
  };
  // Tabster sets tabindex 0 again when the page loses focus: each dummy is watched for that.
  const dummies = new MutationObserver((records) => records.forEach((r) => untabbable(r.target as Element)));
  const adopt = () => {
    for (const el of doc.body.querySelectorAll(':scope > [data-tabster-dummy]')) {
      untabbable(el);
      dummies.observe(el, { attributes: true, attributeFilter: ['tabindex'] });
    }
  };
  adopt();
  const body = new MutationObserver(adopt);
  body.observe(doc.body, { childList: true });
  return () => {
    body.disconnect();
    dummies.disconnect();
  };
}
