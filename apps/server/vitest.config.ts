import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    // Test files of a worker share its modules instead of importing the app afresh each: every file
    // builds its own app on its own database (support/app.ts), so nothing else is shared, and the
    // suite spends minutes less importing the app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
