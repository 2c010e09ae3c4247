/**
 * The board's keys: what each key does, the default map, and how a pressed key is named. Bump bars are USB
 * keyboards that send keys of their own (a "Bump" key may send Enter, B or F5), so the map is per device
 * (deviceSettings.ts) and every action is rebindable.
 *
 * Keys are stored as the left-to-right board reads them: "previous card" is ArrowLeft. In right to left the
 * arrows are mirrored when pressed and when shown (ArrowRight is then the previous card, the way the cards
 * are drawn), so one stored map serves both directions.
 */
import type { Direction } from '../../i18n/languages';

/** Select the nth card of the page (1–9). */
export const CARD_ACTIONS = ['card1', 'card2', 'card3', 'card4', 'card5', 'card6', 'card7', 'card8', 'card9'] as const;

/** Every board action a key can do, in the order the key map lists them. */
export const BOARD_ACTIONS = ['previous', 'next', 'up', 'down', 'primary', 'recall', 'help', ...CARD_ACTIONS] as const;

export type BoardAction = (typeof BOARD_ACTIONS)[number];
export type KeyMap = Readonly<Record<BoardAction, string>>;

export const DEFAULT_KEY_MAP: KeyMap = {
  previous: 'ArrowLeft',
  next: 'ArrowRight',
  up: 'ArrowUp',
  down: 'ArrowDown',
  primary: 'Enter',
  recall: 'R',
  help: '?',
  card1: '1',
  card2: '2',
  card3: '3',
  card4: '4',
  card5: '5',
  card6: '6',
  card7: '7',
  card8: '8',
  card9: '9',
};

/** Keys that keep their own meaning everywhere (Tab moves focus, Escape closes); never bound. */
export const RESERVED_KEYS: readonly string[] = ['Tab', 'Escape'];

/** Keys that name no key of their own (modifiers, dead keys, an unidentified scan code). */
const NOT_A_KEY = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'CapsLock', 'NumLock', 'Fn']);
const IGNORED = new Set(['Dead', 'Unidentified', 'Process', 'Compose', ...NOT_A_KEY]);

/** Characters other layouts give for the keys the defaults use (the Arabic question mark is Shift+/). */
const SAME_CHARACTER: Readonly<Record<string, string>> = { '؟': '?' };

/** The key of `code` as a US keyboard names it ('KeyR' → 'R', 'Digit1' and 'Numpad1' → '1'), else null. */
function fromCode(code: string | undefined, letters: boolean): string | null {
  const match = /^(?:Key([A-Z])|Digit(\d)|Numpad(\d))$/.exec(code ?? '');
  if (!match) return null;
  return match[1] ? (letters ? match[1] : null) : (match[2] ?? match[3]);
}

interface PressedKey {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/**
 * The name a key press is bound by, or null when it is not a key of its own (a modifier alone, a shortcut
 * with Ctrl, Alt or Meta, a dead key). Named keys as the browser names them ('Enter', 'F5', 'PageDown'),
 * the space bar 'Space'. A digit key is its digit whatever the layout types on it (a French keyboard's 1 key
 * types '&'). Letters are upper case, as typed; a letter of another script is named by the key it is on
 * (the Arabic layout's R key types 'ق'). The Arabic question mark is '?'.
 */
export function keyName(event: PressedKey): string | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const { key } = event;
  if (!key || IGNORED.has(key)) return null;
  if (key === ' ') return 'Space';
  if (key.length > 1) return key;
  const digit = fromCode(event.code, false);
  if (digit) return digit;
  if (SAME_CHARACTER[key]) return SAME_CHARACTER[key];
  if (key >= '!' && key <= '~') return key.toUpperCase();
  return fromCode(event.code, true) ?? key.toUpperCase();
}

const MIRRORED: Readonly<Record<string, string>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/** A key as the other direction sees it: ArrowLeft and ArrowRight swap in right to left. */
export function mirrorKey(key: string, dir: Direction): string {
  return dir === 'rtl' ? (MIRRORED[key] ?? key) : key;
}

/** The action `key` (as pressed on a board shown in `dir`) does on this map, or null. */
export function actionOf(map: KeyMap, key: string | null, dir: Direction): BoardAction | null {
  if (!key) return null;
  const stored = mirrorKey(key, dir);
  return BOARD_ACTIONS.find((action) => map[action] === stored) ?? null;
}

export type Binding =
  { ok: true; map: KeyMap } | { ok: false; reason: 'reserved' } | { ok: false; reason: 'taken'; by: BoardAction };

/**
 * `action` bound to `key` (as pressed in `dir`). Refused when the key is reserved, or already does another
 * action: one key never does two things, and the map is left as it was.
 */
export function bindKey(map: KeyMap, action: BoardAction, key: string, dir: Direction): Binding {
  if (RESERVED_KEYS.includes(key)) return { ok: false, reason: 'reserved' };
  const stored = mirrorKey(key, dir);
  const by = BOARD_ACTIONS.find((other) => other !== action && map[other] === stored);
  if (by) return { ok: false, reason: 'taken', by };
  return { ok: true, map: { ...map, [action]: stored } };
}

/**
 * A stored map read back: every action with a usable key of its own, else the default map (a hand-edited
 * or older entry never leaves the board with two actions on one key or an action without a key).
 */
export function keyMapFrom(value: unknown): KeyMap {
  if (!value || typeof value !== 'object') return DEFAULT_KEY_MAP;
  const stored = value as Record<string, unknown>;
  const map = { ...DEFAULT_KEY_MAP };
  for (const action of BOARD_ACTIONS) {
    const key = stored[action];
    if (typeof key === 'string' && key && !RESERVED_KEYS.includes(key)) map[action] = key;
  }
  const keys = BOARD_ACTIONS.map((action) => map[action]);
  return new Set(keys).size === keys.length ? map : DEFAULT_KEY_MAP;
}

/** The nth card (0-based) an action selects, or null for the other actions. */
export function cardIndexOf(action: BoardAction): number | null {
  const index = (CARD_ACTIONS as readonly string[]).indexOf(action);
  return index < 0 ? null : index;
}
