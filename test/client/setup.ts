import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy routes compile on first use under ts-jest, and CI machines are busy: give findBy/waitFor room.
configure({ asyncUtilTimeout: 10000 });

// Screens read their words from the English catalogue, loaded at once (the app downloads it lazily).
import { englishCatalogue } from '../../src/i18n/englishCatalogue';
import { startI18nWith } from '../../src/i18n/i18n';
// A screen asking for a message the catalogue lacks fails its test (it would show the bare key to users).
void startI18nWith('en', englishCatalogue, (key) => {
  throw new Error(`Missing catalogue message ${key}`);
});

// What a screen keeps for offline use (its last answer, taps not sent) starts empty in every test.
import { resetAppOutboxForTests, setOfflineStorage } from '../../src/lib/offline';
beforeEach(() => {
  setOfflineStorage();
  resetAppOutboxForTests();
});

// Every test is a fresh device: no board station, key map or label stock left by the test before.
import { isDeviceKey } from '../../src/lib/browserStorage';
beforeEach(() => {
  // A test file run in node (`@jest-environment node`) has no storage at all.
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.keys(localStorage)) if (isDeviceKey(key)) localStorage.removeItem(key);
});

// Griffel writes thousands of atomic rules into jsdom's sheets, and every getByRole walks them all for each
// element it checks: the sheets keep only the properties jsdom and the tests read (jsdom-style-rules.ts).
import { keepOnlyReadStyleRules } from './jsdom-style-rules';
keepOnlyReadStyleRules();
