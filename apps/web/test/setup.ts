import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, ready } from '../src/lib/i18n.ts';
import { namespaces } from '../src/locales/namespaces.ts';

// The app loads texts per screen; tests render any screen at once, in either language, so every text is loaded up front.
await ready;
await i18n.loadNamespaces(namespaces);
await i18n.loadLanguages(['ko', 'en']);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
