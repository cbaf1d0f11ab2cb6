import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/lib/i18n.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
