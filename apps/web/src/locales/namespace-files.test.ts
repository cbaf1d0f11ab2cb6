import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';
import { loadNamespace } from './load.ts';
import { namespaces } from './namespaces.ts';

// The app loads texts only through `namespaceFiles`; a namespace missing there renders its keys in the browser
// although every test (which reads `resources`) passes.
describe('namespace files', () => {
  it('list every namespace the texts define, and each loads in both languages', async () => {
    expect([...namespaces].sort()).toEqual(Object.keys(resources.ko).sort());
    for (const lang of ['ko', 'en'] as const) {
      for (const ns of namespaces) expect(await loadNamespace(lang, ns)).toEqual(resources[lang][ns]);
    }
  });
});
