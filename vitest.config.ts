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
    // Two at a time on CI's 2 cores (vitest's default is cores − 1 = one): most files wait on servers, SQLite
    // and child processes, and each file's own start-up (imports) overlaps the other's. 592 s → ~330 s.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
