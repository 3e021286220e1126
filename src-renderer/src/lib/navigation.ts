/** The screens, in sidebar order (Alt+1…9 follow it). Review (issue 34) comes last, so Alt+1…8 keep their screens. */
export const SCREENS = ['library', 'compose', 'campaigns', 'outbox', 'channels', 'monitors', 'insights', 'settings', 'review'] as const;
export type Screen = (typeof SCREENS)[number];

/** The keys that go to a screen, as the shortcuts table writes them: follows SCREENS ("Alt+1 … Alt+9"). */
export const SCREEN_KEYS = `Alt+1 … Alt+${SCREENS.length}`;

export interface Route {
  screen: Screen;
  /** A draft id for the composer, a campaign id for an open campaign or the Outbox filtered by it; null elsewhere. */
  id: string | null;
}

export const DEFAULT_ROUTE: Route = { screen: 'library', id: null };

/** `#/compose/abc` → { screen: 'compose', id: 'abc' }; anything unknown → the Library. */
export function parseHash(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const screen = parts[0];
  if (!screen || !(SCREENS as readonly string[]).includes(screen)) return DEFAULT_ROUTE;
  const id = (screen === 'compose' || screen === 'campaigns' || screen === 'outbox') && parts[1] ? decodeURIComponent(parts[1]) : null;
  return { screen: screen as Screen, id };
}

export function routeHash(r: Route): string {
  return r.id ? `#/${r.screen}/${encodeURIComponent(r.id)}` : `#/${r.screen}`;
}

/** Alt+digit → screen (1-based, sidebar order), else null. */
export function screenForShortcut(e: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; key: string; code?: string }): Screen | null {
  if (!e.altKey || e.ctrlKey || e.metaKey) return null;
  // `code` survives keyboard layouts where Alt+digit types another character.
  const digit = /^Digit([1-9])$/.exec(e.code ?? '')?.[1] ?? (/^[1-9]$/.test(e.key) ? e.key : undefined);
  if (!digit) return null;
  return SCREENS[Number(digit) - 1] ?? null;
}

/**
 * The composer keeps the draft it had open: coming back to Compose without an id (the sidebar,
 * Alt+2) reopens the last draft instead of forgetting it (issue 22, item 7). Pure.
 */
export function withOpenDraft(route: Route, lastDraft: string | null): Route {
  return route.screen === 'compose' && route.id === null && lastDraft !== null ? { screen: 'compose', id: lastDraft } : route;
}
