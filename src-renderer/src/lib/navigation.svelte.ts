import { parseHash, routeHash, withOpenDraft, type Route, type Screen } from './navigation';

/** The window's location hash, as far as navigation needs it (a fake in tests). */
export interface HashHost {
  readonly location: { hash: string };
  addEventListener(type: 'hashchange', listener: () => void): void;
}

/** The current screen, kept in the URL hash so reloads and the back button work. */
export class Navigation {
  #host: HashHost;
  #route = $state.raw<Route>(parseHash(''));

  /** The draft the composer last had open (reopened when Compose is chosen without one). */
  #lastDraft: string | null = null;

  constructor(host: HashHost) {
    this.#host = host;
    this.#route = this.#remember(parseHash(host.location.hash));
    host.addEventListener('hashchange', () => {
      const route = this.#remember(parseHash(this.#host.location.hash));
      this.#route = route;
      const hash = routeHash(route);
      if (this.#host.location.hash !== hash) this.#host.location.hash = hash;
    });
  }

  #remember(route: Route): Route {
    const r = withOpenDraft(route, this.#lastDraft);
    if (r.screen === 'compose' && r.id !== null) this.#lastDraft = r.id;
    return r;
  }

  get route(): Route {
    return this.#route;
  }

  /** A draft that is gone (a "New draft" left empty): choosing Compose no longer reopens it. */
  forget(id: string): void {
    if (this.#lastDraft === id) this.#lastDraft = null;
  }

  go(screen: Screen, id: string | null = null): void {
    const next: Route = this.#remember({ screen, id });
    this.#route = next;
    const hash = routeHash(next);
    if (this.#host.location.hash !== hash) this.#host.location.hash = hash;
  }
}
