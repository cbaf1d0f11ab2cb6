import { describe, expect, it } from 'vitest';
import { crashedFilesOnly } from './test-unit.mjs';

// The end of a whole-suite run on 29 Nov whose one failure was V8 aborting a test process (colours removed).
const crashOnly = `
Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file /tmp/cc/apps/server/test/credits-policy-settings.test.ts

 Test Files  230 passed (231)
      Tests  1792 passed (1802)
     Errors  1 error
`;

describe('which files the unit step runs again', () => {
  it('runs again a file whose process a signal killed when nothing else went wrong', () => {
    expect(crashedFilesOnly(crashOnly)).toEqual([
      { signal: 'SIGTRAP', file: '/tmp/cc/apps/server/test/credits-policy-settings.test.ts' },
    ]);
  });

  it('runs nothing again when a test failed, another error came, or no process died', () => {
    expect(crashedFilesOnly(crashOnly.replace('230 passed (231)', '1 failed | 229 passed (231)'))).toBeNull();
    expect(crashedFilesOnly(crashOnly.replace('1792 passed', '1 failed | 1791 passed'))).toBeNull();
    expect(crashedFilesOnly(crashOnly.replace('1 error', '2 errors'))).toBeNull();
    expect(crashedFilesOnly(' Test Files  1 failed (1)\n      Tests  1 failed (1)\n')).toBeNull();
  });
});
