// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import svelteParser from 'svelte-eslint-parser';
import globals from 'globals';

/**
 * Layering (shared/design/style.md, principle 1): shells → bridge → core areas → hub contract.
 * These rules are the enforcement; test/lint/layering.test.ts proves they fail the build.
 */
const CORE_AREAS = ['library', 'media', 'secrets', 'hub', 'publisher', 'sandbox', 'campaigns', 'team'];
const SHELLS = ['electron', 'web', 'cli', 'team-server'];

const noElectron = { name: 'electron', message: 'Core code never imports electron: it must run in Node, the web host, the CLI and vitest alike.' };

/** Deep imports into another area: only its index.ts is its public face. */
const deepImport = (depth) => ({
  // The shared layer (one folder further up, at the repository root) is open to every area, file by file.
  group: [`${'../'.repeat(depth)}*/*`, `!${'../'.repeat(depth)}*/index`, `!${'../'.repeat(depth)}*/index.ts`, `!${'../'.repeat(depth + 1)}src-shared`, `!${'../'.repeat(depth + 1)}src-shared/*`],
  message: 'Import another area through its index.ts only.',
});

const shellImports = (depths) =>
  depths.flatMap((d) => SHELLS.map((s) => ({ group: [`${'../'.repeat(d)}${s}`, `${'../'.repeat(d)}${s}/**`], message: 'Core areas and the bridge never import a shell.' })));

/**
 * The shared layer (src-shared/): pure TypeScript that both the core and the renderer import
 * (words, tables, counting rules written once). It imports only its own files, and reads no
 * host's globals: what it is given is all it knows.
 */
const SHARED_HOST_GLOBALS = [
  'process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate',
  'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'self', 'EventSource', 'XMLHttpRequest',
].map((name) => ({ name, message: 'The shared layer is pure: no Node, DOM or Electron globals (it runs in the core and the renderer alike).' }));

/**
 * dialogs (issue 34): the renderer asks in the app's own panel (components/ConfirmPanel.svelte: the
 * person's language, the keyboard, the safe answer focused), never the browser's confirm/alert/prompt.
 */
const NATIVE_DIALOG_MESSAGE = "The renderer never opens the browser's dialogs: ask in the app's own panel (components/ConfirmPanel.svelte).";
const NATIVE_DIALOGS = ['confirm', 'alert', 'prompt'];

const restricted = (extraPatterns = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths: [noElectron], patterns: extraPatterns }],
});

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'native/**', 'test/lint/fixtures/**', 'test/bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-throw-literal': 'error',
    },
  },
  // Core areas and common: no electron, no shells, no deep imports into other areas.
  {
    files: [...CORE_AREAS.map((a) => `src-main/${a}/*.ts`), 'src-main/common/*.ts'],
    rules: restricted([deepImport(1), ...shellImports([1]), { group: ['../bridge', '../bridge/**'], message: 'Core areas never import the bridge.' }]),
  },
  {
    files: [...CORE_AREAS.map((a) => `src-main/${a}/*/*.ts`), 'src-main/common/*/*.ts'],
    rules: restricted([deepImport(2), ...shellImports([2]), { group: ['../../bridge', '../../bridge/**'], message: 'Core areas never import the bridge.' }]),
  },
  // The hub contract is the bottom layer: it imports no other area.
  {
    files: ['src-main/hub/**/*.ts'],
    rules: restricted([
      ...CORE_AREAS.filter((a) => a !== 'hub').flatMap((a) => [`../${a}`, `../${a}/**`, `../../${a}`, `../../${a}/**`]).map((g) => ({ group: [g], message: 'The hub contract imports no other area.' })),
      ...shellImports([1, 2]),
    ]),
  },
  // The bridge: no electron, no shells.
  {
    files: ['src-main/bridge/**/*.ts'],
    rules: restricted([...shellImports([1, 2])]),
  },
  // Renderer and preload: only TYPES, and only from the bridge contract. The two patterns
  // must not overlap: typescript-eslint lets a type import through when ANY matching
  // pattern allows type imports.
  {
    files: ['src-renderer/**/*.{ts,svelte}', 'src-preload/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src-main/bridge/contract', '**/src-main/bridge/contract/**'], allowTypeImports: true, message: 'The renderer and preload may only import types from the bridge contract.' },
          { group: ['**/src-main/**', '!**/src-main/bridge/contract', '!**/src-main/bridge/contract/**'], message: 'The renderer and preload may only import types from the bridge contract.' },
        ],
      }],
    },
  },
  // The shared layer imports nothing but itself, and uses no host's globals.
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!\\./)', message: 'The shared layer is pure: it imports only its own files (no Node, DOM, Electron, core or renderer).' }],
      }],
      'no-restricted-globals': ['error', ...SHARED_HOST_GLOBALS],
    },
  },
  // The renderer never imports electron (the preload is the one place besides the Electron shell).
  { files: ['src-renderer/**/*.{ts,svelte}'], rules: { 'no-restricted-imports': ['error', { paths: [noElectron] }] } },
  // The renderer's questions are the app's own panels, never window.confirm/alert/prompt (dialogs, issue 34).
  {
    files: ['src-renderer/**/*.{ts,svelte}'],
    rules: {
      'no-restricted-globals': ['error', ...NATIVE_DIALOGS.map((name) => ({ name, message: NATIVE_DIALOG_MESSAGE }))],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self', 'top', 'parent'].flatMap((object) => NATIVE_DIALOGS.map((property) => ({ object, property, message: NATIVE_DIALOG_MESSAGE })))],
    },
  },
  {
    files: ['src-renderer/**/*.svelte', 'src-renderer/**/*.svelte.ts'],
    languageOptions: { parser: svelteParser, parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] }, globals: { ...globals.browser } },
  },
  { files: ['src-renderer/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },
);
