import { DateTime } from 'luxon';
import { AVATAR_COLORS, avatarColor, avatarInitials, hashString } from '../../src/lib/avatar';
import { brandRamp, derivePrimaryDark, parseHex, shiftChannels } from '../../src/lib/color';
import { formatDate, formatTimeOfDay, toApiDate } from '../../src/lib/dates';
import { formatDateTimeInZone } from '../../src/lib/zones';
import { pageTitle } from '../../src/lib/pageTitle';
import { loginPath, safeReturnPath } from '../../src/resources/paths';

describe('avatar initials', () => {
  it('takes up to two uppercase initials', () => {
    expect(avatarInitials('Rania Haddad')).toBe('RH');
    expect(avatarInitials('rania al haddad')).toBe('RA');
    expect(avatarInitials('  élodie   martin ')).toBe('ÉM');
    expect(avatarInitials('Cher')).toBe('C');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials(null)).toBe('');
    expect(avatarInitials('Rania Haddad Khoury').length).toBe(2);
  });
});

describe('avatar colour', () => {
  it('has 11 colours', () => {
    expect(AVATAR_COLORS).toHaveLength(11);
    expect(new Set(AVATAR_COLORS).size).toBe(11);
  });

  it('is the same for the same name and follows the hash', () => {
    expect(avatarColor('Rania Haddad')).toBe(avatarColor('Rania Haddad'));
    for (const name of ['Rania Haddad', 'Karim Nassar', 'a', '', 'Zeina Khoury']) {
      const h = hashString(name);
      expect(avatarColor(name)).toBe(AVATAR_COLORS[((h % 11) + 11) % 11]);
    }
  });

  it('spreads names over the palette (including negative hashes)', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Person ${i} ${String.fromCharCode(65 + (i % 26))}`);
    expect(names.some((n) => hashString(n) < 0)).toBe(true);
    expect(new Set(names.map(avatarColor)).size).toBe(11);
    expect(hashString('abc')).toBe(96354);
  });
});

describe('primary colour derivation', () => {
  it('lightens by 20 per channel when primary_color_dark is missing', () => {
    expect(derivePrimaryDark('#0F6CBD')).toBe('#2380D1');
    expect(derivePrimaryDark('#0F6CBD', null)).toBe('#2380D1');
    expect(derivePrimaryDark('#0F6CBD', '')).toBe('#2380D1');
  });

  it('clamps at 255', () => {
    expect(derivePrimaryDark('#F0FAFF')).toBe('#FFFFFF');
    expect(shiftChannels('#EBEC00', 20)).toBe('#FFFF14');
  });

  it('keeps a given primary_color_dark', () => {
    expect(derivePrimaryDark('#0F6CBD', '#115EA3')).toBe('#115EA3');
  });

  it('parses short and long hex forms', () => {
    expect(parseHex('#abc')).toEqual({ r: 170, g: 187, b: 204 });
    expect(parseHex('0F6CBD')).toEqual({ r: 15, g: 108, b: 189 });
    expect(parseHex('blue')).toBeNull();
  });

  it('builds a 16-step brand ramp with the primary colour at step 80, dark to light', () => {
    const ramp = brandRamp('#0F6CBD');
    expect(Object.keys(ramp).map(Number)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160,
    ]);
    expect(ramp[80]).toBe('#0F6CBD');
    const lum = (hex: string) => {
      const { r, g, b } = parseHex(hex)!;
      return r + g + b;
    };
    for (let step = 20; step <= 160; step += 10) expect(lum(ramp[step])).toBeGreaterThan(lum(ramp[step - 10]));
  });
});

describe('dates', () => {
  it('formats DD/MM/YYYY and DD/MM/YYYY at hh:mm a', () => {
    const dt = DateTime.local(2026, 3, 7, 15, 4);
    expect(formatDate(dt)).toBe('07/03/2026');
    expect(formatDateTimeInZone('2026-03-07T13:04:00Z', 'Asia/Beirut', 'Asia/Beirut')).toBe('07/03/2026 at 03:04 pm');
    expect(formatDateTimeInZone('2026-03-06T22:30:00Z', 'Asia/Beirut', 'Asia/Beirut')).toBe('07/03/2026 at 12:30 am');
    expect(toApiDate(dt)).toBe('2026-03-07');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("shows a time of day held as 'HH:mm' as 'hh:mm am', like every time", () => {
    expect(formatTimeOfDay('07:00')).toBe('07:00 am');
    expect(formatTimeOfDay('00:05')).toBe('12:05 am');
    expect(formatTimeOfDay('12:00')).toBe('12:00 pm');
    expect(formatTimeOfDay('23:30:00')).toBe('11:30 pm');
    expect(formatTimeOfDay('')).toBe('');
    expect(formatTimeOfDay(null)).toBe('');
    expect(formatTimeOfDay('25:00')).toBe('');
  });
});

describe('titles and return paths', () => {
  it('builds "{action} {resource} | {app_name}"', () => {
    expect(pageTitle('List Organizations', 'Catering Back-Office')).toBe('List Organizations | Catering Back-Office');
    expect(pageTitle(undefined, 'Catering Back-Office')).toBe('Catering Back-Office');
  });

  it('keeps the original path in ?to= and only follows same-site paths after login', () => {
    expect(loginPath('/organizations?current=2')).toBe('/login?to=%2Forganizations%3Fcurrent%3D2');
    expect(safeReturnPath('/organizations?current=2')).toBe('/organizations?current=2');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
  });
});
