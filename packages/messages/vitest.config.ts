import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'messages', include: ['src/**/*.test.ts'] } });
