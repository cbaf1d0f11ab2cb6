import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webAliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Room for the 5 s `findBy…` waits (test/setup.ts) on a loaded machine.
    testTimeout: 20_000,
  },
});
