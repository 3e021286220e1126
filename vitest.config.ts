import { defineConfig } from 'vitest/config';

// Unit and integration tests: plain Node, real SQLite, real HTTP on loopback.
// Browser and Electron end-to-end tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
