import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, ready } from '../src/lib/i18n.ts';
import { namespaces } from '../src/locales/namespaces.ts';

// The app loads texts per screen; tests render any screen at once, in either language, so every text is loaded up front.
// `findBy…` waits up to 5 s (not 1 s): under a loaded CI machine a lazily imported chunk or a 50-row table can take
// longer than a second to appear, and a wait that ends early fails a test whose behaviour is right.
configure({ asyncUtilTimeout: 5_000 });

await ready;
// jsdom's browser prefers en-US; the tests read as a Korean reader's browser would (the app's default language).
await i18n.changeLanguage('ko');
await i18n.loadNamespaces(namespaces);
await i18n.loadLanguages(['ko', 'en']);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
