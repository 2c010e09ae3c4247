import {
  DEVICE_SETTINGS_KEY,
  deviceSettingsFrom,
  readDeviceSettings,
  saveDeviceSettings,
} from '../../../src/features/kitchen/deviceSettings';
import { controlOwnsKey, keysBlockedAt } from '../../../src/features/kitchen/keyFocus';
import {
  actionOf,
  BOARD_ACTIONS,
  bindKey,
  cardIndexOf,
  DEFAULT_KEY_MAP,
  keyMapFrom,
  keyName,
} from '../../../src/features/kitchen/keymap';
import { primaryActionOf } from '../../../src/features/kitchen/primaryAction';
import { movedSelection } from '../../../src/features/kitchen/selection';
import { actionsFor } from '../../../src/features/kitchen/transitions';

describe('keyName: a key press as the key map names it', () => {
  it('names letters in upper case, named keys as the browser does, the space bar Space', () => {
    expect(keyName({ key: 'r', code: 'KeyR' })).toBe('R');
    expect(keyName({ key: 'R', code: 'KeyR' })).toBe('R');
    expect(keyName({ key: 'Enter', code: 'Enter' })).toBe('Enter');
    expect(keyName({ key: 'F5', code: 'F5' })).toBe('F5');
    expect(keyName({ key: ' ', code: 'Space' })).toBe('Space');
    expect(keyName({ key: '?', code: 'Slash' })).toBe('?');
  });

  it('names a key by the key it is on when the layout types another script or a symbol on it', () => {
    // The Arabic layout: R types qaf, Shift+/ the Arabic question mark.
    expect(keyName({ key: 'ق', code: 'KeyR' })).toBe('R');
    expect(keyName({ key: '؟', code: 'Slash' })).toBe('?');
    // A French keyboard's 1 key types '&'; the number pad's digits are digits.
    expect(keyName({ key: '&', code: 'Digit1' })).toBe('1');
    expect(keyName({ key: '3', code: 'Numpad3' })).toBe('3');
  });

  it('is no key for a modifier alone, a dead key or a shortcut with Ctrl, Alt or Meta', () => {
    expect(keyName({ key: 'Shift', code: 'ShiftLeft' })).toBeNull();
    expect(keyName({ key: 'Dead', code: 'BracketLeft' })).toBeNull();
    expect(keyName({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull();
    expect(keyName({ key: 'ArrowLeft', code: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyName({ key: 'c', code: 'KeyC', metaKey: true })).toBeNull();
  });
});

describe('the default key map', () => {
  it('moves with the arrows, acts with Enter, recalls with R, shows the keys with ?, picks cards 1 to 9', () => {
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowLeft', 'ltr')).toBe('previous');
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowRight', 'ltr')).toBe('next');
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowUp', 'ltr')).toBe('up');
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowDown', 'ltr')).toBe('down');
    expect(actionOf(DEFAULT_KEY_MAP, 'Enter', 'ltr')).toBe('primary');
    expect(actionOf(DEFAULT_KEY_MAP, 'R', 'ltr')).toBe('recall');
    expect(actionOf(DEFAULT_KEY_MAP, '?', 'ltr')).toBe('help');
    for (let n = 1; n <= 9; n++) expect(cardIndexOf(actionOf(DEFAULT_KEY_MAP, String(n), 'ltr')!)).toBe(n - 1);
    expect(actionOf(DEFAULT_KEY_MAP, '0', 'ltr')).toBeNull();
    expect(actionOf(DEFAULT_KEY_MAP, null, 'ltr')).toBeNull();
  });

  it('mirrors left and right in right to left: ArrowRight is the previous card, the way the cards are drawn', () => {
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowRight', 'rtl')).toBe('previous');
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowLeft', 'rtl')).toBe('next');
    expect(actionOf(DEFAULT_KEY_MAP, 'ArrowUp', 'rtl')).toBe('up');
    expect(actionOf(DEFAULT_KEY_MAP, 'Enter', 'rtl')).toBe('primary');
  });

  it('binds every action to a key of its own', () => {
    const keys = BOARD_ACTIONS.map((action) => DEFAULT_KEY_MAP[action]);
    expect(new Set(keys).size).toBe(BOARD_ACTIONS.length);
  });
});

describe('bindKey: changing a key', () => {
  it('gives the action the new key, and its old key does nothing any more', () => {
    const result = bindKey(DEFAULT_KEY_MAP, 'primary', 'B', 'ltr');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(actionOf(result.map, 'B', 'ltr')).toBe('primary');
    expect(actionOf(result.map, 'Enter', 'ltr')).toBeNull();
    expect(DEFAULT_KEY_MAP.primary).toBe('Enter'); // the map given is left as it was
  });

  it('refuses a key another action has, naming that action, and changes nothing', () => {
    expect(bindKey(DEFAULT_KEY_MAP, 'primary', 'R', 'ltr')).toEqual({ ok: false, reason: 'taken', by: 'recall' });
    expect(bindKey(DEFAULT_KEY_MAP, 'recall', '1', 'ltr')).toEqual({ ok: false, reason: 'taken', by: 'card1' });
    // Pressed in right to left, ArrowRight is stored as the left-to-right ArrowLeft: previous's key.
    expect(bindKey(DEFAULT_KEY_MAP, 'help', 'ArrowRight', 'rtl')).toEqual({
      ok: false,
      reason: 'taken',
      by: 'previous',
    });
  });

  it('lets an action keep its own key, and refuses Tab and Escape', () => {
    expect(bindKey(DEFAULT_KEY_MAP, 'recall', 'R', 'ltr')).toEqual({ ok: true, map: DEFAULT_KEY_MAP });
    expect(bindKey(DEFAULT_KEY_MAP, 'help', 'Tab', 'ltr')).toEqual({ ok: false, reason: 'reserved' });
    expect(bindKey(DEFAULT_KEY_MAP, 'help', 'Escape', 'ltr')).toEqual({ ok: false, reason: 'reserved' });
  });

  it('stores a key pressed in right to left as left to right, so it acts the same in both directions', () => {
    const moved = bindKey(DEFAULT_KEY_MAP, 'previous', 'F1', 'ltr');
    if (!moved.ok) throw new Error('F1 is free');
    const swapped = bindKey(moved.map, 'next', 'ArrowRight', 'rtl');
    expect(swapped.ok).toBe(true);
    if (!swapped.ok) return;
    expect(swapped.map.next).toBe('ArrowLeft');
    expect(actionOf(swapped.map, 'ArrowRight', 'rtl')).toBe('next');
    expect(actionOf(swapped.map, 'ArrowLeft', 'ltr')).toBe('next');
  });
});

describe('keyMapFrom: a stored map read back', () => {
  it('keeps the stored keys and fills what is missing from the defaults', () => {
    const map = keyMapFrom({ primary: 'B', recall: 'F2', nonsense: 'X' });
    expect(map.primary).toBe('B');
    expect(map.recall).toBe('F2');
    expect(map.previous).toBe('ArrowLeft');
  });

  it('falls back to the defaults when two actions would share a key, or a key is reserved or unreadable', () => {
    expect(keyMapFrom({ primary: 'R' })).toEqual(DEFAULT_KEY_MAP);
    expect(keyMapFrom({ help: 'Tab' }).help).toBe('?');
    expect(keyMapFrom({ help: 42 }).help).toBe('?');
    expect(keyMapFrom('Enter')).toEqual(DEFAULT_KEY_MAP);
  });
});

describe('deviceSettings: kept on the device', () => {
  afterEach(() => localStorage.clear());

  it('starts from the defaults and reads back what was saved', () => {
    expect(readDeviceSettings()).toEqual({
      station: null,
      outlets: [],
      keyMap: DEFAULT_KEY_MAP,
      largeText: false,
      compactCards: false,
    });
    saveDeviceSettings({ largeText: true });
    saveDeviceSettings({ keyMap: { ...DEFAULT_KEY_MAP, primary: 'B' } });
    saveDeviceSettings({ station: 3, outlets: [2, 5] });
    const stored = deviceSettingsFrom(localStorage.getItem(DEVICE_SETTINGS_KEY));
    expect(stored).toEqual({
      station: 3,
      outlets: [2, 5],
      keyMap: { ...DEFAULT_KEY_MAP, primary: 'B' },
      largeText: true,
      compactCards: false,
    });
    expect(readDeviceSettings()).toEqual(stored);
  });

  it('takes over what the build before kept under kitchen.board.device', () => {
    localStorage.setItem('kitchen.board.device', JSON.stringify({ largeText: true, compactCards: true }));
    expect(readDeviceSettings()).toMatchObject({ largeText: true, compactCards: true, station: null });
    expect(localStorage.getItem('kitchen.board.device')).toBeNull();
    expect(deviceSettingsFrom(localStorage.getItem(DEVICE_SETTINGS_KEY)).compactCards).toBe(true);
  });

  it('reads an unreadable entry as the defaults', () => {
    expect(deviceSettingsFrom('{not json')).toEqual(deviceSettingsFrom(null));
    expect(deviceSettingsFrom('{"largeText":"yes"}').largeText).toBe(false);
    expect(deviceSettingsFrom('{"station":"3","outlets":[2,"x",-1,2]}')).toMatchObject({ station: null, outlets: [2] });
  });
});

describe('movedSelection: where the keys take the selection', () => {
  // 10 cards in 4 columns: rows 0-3, 4-7, 8-9.
  it('selects the first card on the first move', () => {
    expect(movedSelection(null, 10, 4, 'next')).toBe(0);
    expect(movedSelection(null, 10, 4, 'down')).toBe(0);
    expect(movedSelection(null, 0, 4, 'next')).toBeNull();
  });

  it('goes through the cards in reading order and stops at the ends', () => {
    expect(movedSelection(3, 10, 4, 'next')).toBe(4);
    expect(movedSelection(4, 10, 4, 'previous')).toBe(3);
    expect(movedSelection(9, 10, 4, 'next')).toBe(9);
    expect(movedSelection(0, 10, 4, 'previous')).toBe(0);
  });

  it('keeps the column up and down, landing on the last card of a shorter last row', () => {
    expect(movedSelection(1, 10, 4, 'down')).toBe(5);
    expect(movedSelection(5, 10, 4, 'up')).toBe(1);
    expect(movedSelection(1, 10, 4, 'up')).toBe(1);
    expect(movedSelection(6, 10, 4, 'down')).toBe(9);
    expect(movedSelection(9, 10, 4, 'down')).toBe(9);
  });
});

describe('keyFocus: where the board keys stay quiet', () => {
  afterEach(() => document.body.replaceChildren());

  function place(html: string) {
    document.body.innerHTML = html;
    return (selector: string) => document.querySelector(selector);
  }

  it('in text fields, lists to choose from and dialogs, not on the page or a card', () => {
    const at = place(`
      <article data-order-id="1" tabindex="-1"><ul><li tabindex="0">Item</li></ul><button>Accept</button></article>
      <input id="text"><textarea id="area"></textarea><select id="select"></select>
      <button id="combo" role="combobox"></button>
      <div role="dialog" id="popover"><button id="inside">OK</button></div>`);
    expect(keysBlockedAt(null)).toBe(false);
    expect(keysBlockedAt(document.body)).toBe(false);
    expect(keysBlockedAt(at('article'))).toBe(false);
    expect(keysBlockedAt(at('li'))).toBe(false);
    expect(keysBlockedAt(at('article button'))).toBe(false);
    for (const id of ['text', 'area', 'select', 'combo', 'inside']) expect(keysBlockedAt(at(`#${id}`))).toBe(true);
  });

  it('everywhere while a modal dialog is open', () => {
    const at = place(`<article tabindex="-1"></article><div role="dialog" aria-modal="true"></div>`);
    expect(keysBlockedAt(at('article'))).toBe(true);
    expect(keysBlockedAt(document.body)).toBe(true);
  });

  it('leaves Enter and Space to a focused button or link, and the other keys to the board', () => {
    const at = place(`<article tabindex="-1"><button>Accept</button><a href="#x">Link</a></article>`);
    expect(controlOwnsKey(at('button'), 'Enter')).toBe(true);
    expect(controlOwnsKey(at('a'), 'Space')).toBe(true);
    expect(controlOwnsKey(at('button'), 'ArrowRight')).toBe(false);
    expect(controlOwnsKey(at('article'), 'Enter')).toBe(false);
  });
});

describe("primaryActionOf: the card's next step", () => {
  it('is Accept, Complete, On The Way for a delivery and Delivered otherwise, then Delivered; never Reject', () => {
    const step = (status: string, type = 'pick_up') =>
      primaryActionOf({ status, type } as never, actionsFor(status))?.id ?? null;
    expect(step('pending')).toBe('accept');
    expect(step('processing')).toBe('complete');
    expect(step('ready_for_pickup', 'delivery')).toBe('on_the_way');
    expect(step('ready_for_pickup', 'pick_up')).toBe('deliver');
    expect(step('ready_for_pickup', 'dine_in')).toBe('deliver');
    expect(step('on_the_way', 'delivery')).toBe('deliver');
    expect(step('delivered')).toBeNull();
    expect(step('cancelled')).toBeNull();
    expect(primaryActionOf({ status: 'pending', type: 'pick_up' }, [])).toBeNull();
  });
});
