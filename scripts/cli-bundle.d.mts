/** Types of scripts/cli-bundle.mjs (imported by electron.vite.config.ts, test/cli and test/bench/cli.bench.ts). */
export declare const root: string;
export declare const OUT: string;
export declare const ENTRIES: Record<'postroom' | 'web', string>;
export declare function buildCli(): Promise<unknown>;
export declare function whyBuild(entry: 'postroom' | 'web'): string | null;
export declare function ensureBuilt(entry: 'postroom' | 'web'): Promise<string>;
