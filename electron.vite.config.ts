import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { buildCli } from './scripts/cli-bundle.mjs';

// Native modules stay external: Electron loads its own ABI build of them
// (see scripts/native-electron.mjs and src-main/electron/native.ts).
const nativeExternals = ['better-sqlite3', 'keytar', 'sharp', 'electron'];

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: { index: resolve('src-main/electron/main.ts') },
        external: nativeExternals,
      },
    },
    // The CLI and the web host (out/cli), built with the main process: scripts/cli-bundle.mjs.
    plugins: [{ name: 'postroom-cli', apply: 'build', closeBundle: () => buildCli().then(() => undefined) }],
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve('src-preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: resolve('src-renderer/index.html') } },
    },
    plugins: [svelte()],
  },
});
