import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

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
