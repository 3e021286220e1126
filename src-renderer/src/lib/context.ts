import { getContext, setContext } from 'svelte';
import type { PostroomApi } from '../../../src-main/bridge/contract';
import type { Preferences } from './preferences.svelte';
import type { Connectivity } from './connectivity.svelte';
import type { Navigation } from './navigation.svelte';
import type { Toasts } from './toasts.svelte';
import type { Catalog } from './catalog.svelte';
import type { TeamLibrary } from './team.svelte';
import type { ReviewQueue } from './reviewQueue.svelte';

/** What every screen may use: passed down by context from the one composition root (App.svelte). */
export interface AppContext {
  bridge: PostroomApi;
  prefs: Preferences;
  connectivity: Connectivity;
  nav: Navigation;
  toasts: Toasts;
  catalog: Catalog;
  /** The current workspace's team (issue 33): sync status, role, presence. */
  team: TeamLibrary;
  /**
   * w12sidebar (walk 12): the ONE review queue of the app, watched from the start: the sidebar's Review count and
   * the Review screen's tabs read the same list (before: one each, and the sidebar's kept an old count).
   */
  reviewQueue: ReviewQueue;
}

const KEY = Symbol('postroom.app');
export function provideApp(ctx: AppContext): void {
  setContext(KEY, ctx);
}
export function useApp(): AppContext {
  const ctx = getContext<AppContext | undefined>(KEY);
  if (!ctx) throw new Error('useApp() outside <App>');
  return ctx;
}
