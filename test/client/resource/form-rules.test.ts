import { publishedFirst, PUBLISHED_BY_DEFAULT_HINT } from '../../../src/components/resource';
import { translateText } from '../../../src/i18n';
import { toastSpace } from '../../../src/components/resource/feedback/toastSpace';

describe('a new catalogue record’s status', () => {
  it('is Publish when the settings offer it, else the first status offered', () => {
    const draftFirst = [
      { value: 'draft', label: 'Draft' },
      { value: 'publish', label: 'Publish' },
    ];
    expect(publishedFirst(draftFirst)).toBe('publish');
    expect(publishedFirst([{ value: 'draft', label: 'Draft' }])).toBe('draft');
    expect(publishedFirst([])).toBe('');
  });

  it('is said the same way under both create forms’ Status', () => {
    expect(translateText(PUBLISHED_BY_DEFAULT_HINT('products'))).toBe(
      'New products are published unless you choose Draft, as every new product and category is.',
    );
    expect(translateText(PUBLISHED_BY_DEFAULT_HINT('categories'))).toMatch(
      /^New categories are published unless you choose Draft/,
    );
  });
});

describe('the space the toasts take at the bottom of the window', () => {
  it('is nothing without toasts', () => {
    expect(toastSpace([])).toBe(0);
  });

  it('counts the toaster’s 16 px edge and each toast with the 16 px above it', () => {
    expect(toastSpace([80])).toBe(16 + 80 + 16);
    expect(toastSpace([80, 60])).toBe(16 + 80 + 16 + 60 + 16);
  });
});
