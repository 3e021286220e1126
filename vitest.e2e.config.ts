import { defineConfig } from 'vitest/config';

// End-to-end: a real Chromium (Debian's /usr/bin/chromium) driven by playwright-core
// against the web host, and Electron through Playwright where the binary exists.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: each starts its own hosts, servers and Chromium on its own ports and data dirs, and
    // most of its time is waiting (servers starting, a teammate's change arriving). 1,193 s → ~775 s.
    fileParallelism: true,
    maxWorkers: 2,
    // A screen follows the core through events and reloads: 1 s (vitest's default) is a flake on a
    // busy CI machine; a real failure costs at most this long more.
    expect: { poll: { timeout: 10_000 } },
  },
});
