/**
 * Debian's Chromium, as the end-to-end suite, the Lighthouse check and the client bench launch it (never a
 * downloaded build; scripts/ensure-chromium.sh installs both packages).
 */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** The headless shell: the same Blink and V8 without the browser's window layers, half the CPU per page. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Headless, and quiet on a machine with a closed network (no background or update requests). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
