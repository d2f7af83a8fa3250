import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messages } from './vite-messages';

export default defineConfig({
  plugins: [react(), messages()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Test helpers and fixtures live beside src, never in it (the app's build cannot reach them).
      '@test': path.resolve(import.meta.dirname, 'test'),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    passWithNoTests: true,
    // Component tests type into jsdom keystroke by keystroke: 1–3 s alone, past Vitest's 5 s default when
    // the machine's two cores also run the server's suites and PostgreSQL (as in CI). What they check does
    // not depend on speed; their timeout is for a loaded machine.
    testTimeout: 30_000,
  },
});
