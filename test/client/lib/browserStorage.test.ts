import { clearUserStorage, deviceKey, readDeviceItem, writeDeviceItem } from '../../../src/lib/browserStorage';

/** Logout clears the user's keys and keeps the device's (`device:`): see src/lib/browserStorage.ts. */
describe('browser storage: the device keeps its settings, the user leaves nothing', () => {
  afterEach(() => localStorage.clear());

  it('clearUserStorage keeps every device: key and removes everything else', () => {
    localStorage.setItem('persist:catering-back-office', '{"session":"{\\"access_token\\":\\"t\\"}"}');
    localStorage.setItem('product-view', 'card');
    localStorage.setItem('list-columns:orders', '{"type":false}');
    localStorage.setItem('kitchen-poll-ms', '1500');
    writeDeviceItem('kitchen-board', '{"station":3}');
    writeDeviceItem('label-stock', 'a4-21');
    clearUserStorage();
    expect(Object.keys(localStorage).sort()).toEqual(['device:kitchen-board', 'device:label-stock']);
    expect(readDeviceItem('kitchen-board')).toBe('{"station":3}');
    expect(readDeviceItem('label-stock')).toBe('a4-21');
  });

  it('moves a setting an older build kept outside device: under its device key', () => {
    localStorage.setItem('label-stock', 'a4-21');
    expect(readDeviceItem('label-stock', 'label-stock')).toBe('a4-21');
    expect(localStorage.getItem('label-stock')).toBeNull();
    expect(localStorage.getItem(deviceKey('label-stock'))).toBe('a4-21');
    // The device key wins over a legacy value written since.
    localStorage.setItem('label-stock', 'roll-62');
    expect(readDeviceItem('label-stock', 'label-stock')).toBe('a4-21');
    expect(readDeviceItem('missing', 'also-missing')).toBeNull();
  });
});
