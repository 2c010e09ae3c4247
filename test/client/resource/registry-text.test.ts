import { translateText } from '../../../src/i18n';
import {
  RESOURCE_KEYS,
  RESOURCES,
  registryTextKeys,
  resourceTextKeys,
  sidebarGroupKey,
  type ResourceEntry,
} from '../../../src/resources/registry';
import { showIn } from '../i18nTesting';

/** The registry's English names and the catalogue's English messages are the same words. */
describe('registry texts in the catalogue', () => {
  afterEach(() => showIn('en'));

  it.each(RESOURCE_KEYS.map((key) => [key]))('%s: names, sidebar entry and shortcut read as the registry', (key) => {
    const entry: ResourceEntry = RESOURCES[key];
    const names = resourceTextKeys(key);
    expect(translateText(names.label)).toBe(entry.label);
    expect(translateText(names.singular)).toBe(entry.singular);
    expect(translateText(names.entity)).toBe(entry.label.toLowerCase());
    const texts = registryTextKeys(key);
    if (entry.sidebar) {
      expect(translateText(texts.sidebar)).toBe(entry.sidebar.label ?? entry.label);
      if (entry.sidebar.group) expect(translateText(sidebarGroupKey(entry.sidebar.group))).toBe(entry.sidebar.group);
    }
    if (entry.quickLink) {
      expect(translateText(texts.quickLinkTitle)).toBe(entry.quickLink.title ?? entry.label);
      expect(translateText(texts.quickLinkDescription)).toBe(entry.quickLink.description);
    }
  });

  it('names resources in Arabic', async () => {
    await showIn('ar');
    expect(translateText(resourceTextKeys('orders').label)).toBe('الطلبات');
    expect(translateText(registryTextKeys('kitchenOrders').quickLinkTitle)).toBe('لوحة المطبخ');
    expect(translateText(sidebarGroupKey('User Management'))).toBe('إدارة المستخدمين');
  });
});
