import { parseHash, routeHash, type Route, type Screen } from './navigation';

/** The window's location hash, as far as navigation needs it (a fake in tests). */
export interface HashHost {
  readonly location: { hash: string };
  addEventListener(type: 'hashchange', listener: () => void): void;
}

/** The current screen, kept in the URL hash so reloads and the back button work. */
export class Navigation {
  #host: HashHost;
  #route = $state.raw<Route>(parseHash(''));

  constructor(host: HashHost) {
    this.#host = host;
    this.#route = parseHash(host.location.hash);
    host.addEventListener('hashchange', () => {
      this.#route = parseHash(this.#host.location.hash);
    });
  }

  get route(): Route {
    return this.#route;
  }

  go(screen: Screen, id: string | null = null): void {
    const next: Route = { screen, id };
    this.#route = next;
    const hash = routeHash(next);
    if (this.#host.location.hash !== hash) this.#host.location.hash = hash;
  }
}
