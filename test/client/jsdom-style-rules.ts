/**
 * jsdom computes a style by matching every rule of every sheet against the element, and Testing Library's
 * role queries ask for the style of each element they look at (and its ancestors) to leave hidden ones out.
 * Fluent's Griffel inserts one rule per property and value a component uses: thousands per file, which made
 * role queries most of a test's time (a drawer test 19 s, 4 s with this).
 *
 * The sheets keep the rules that declare what jsdom and the tests read: whether an element is shown
 * (display, visibility, opacity), can be clicked (pointer-events, read by user-event), how its text wraps
 * (white-space, text-overflow), and the theme's custom properties. A test that reads another property from
 * a stylesheet adds it here.
 */
const READ_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events', 'white-space', 'text-overflow'];
const DECLARES_READ = new RegExp(`(?:^|[{;])\\s*(?:${READ_PROPERTIES.join('|')}|--[\\w-]+)\\s*:`);

/** Rules that declare none of the read properties are not inserted (the index they would have had is returned). */
export function keepOnlyReadStyleRules() {
  // A test file run in node (`@jest-environment node`) has no stylesheets.
  if (typeof CSSStyleSheet === 'undefined') return;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function insertReadRule(rule: string, index?: number) {
    if (!DECLARES_READ.test(rule)) return index ?? 0;
    return insertRule.call(this, rule, index);
  };
}
