import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { bridge } from './lib/bridge';
import { setupI18n, setLocale } from './lib/i18n';
import { Preferences } from './lib/preferences.svelte';
import { Connectivity } from './lib/connectivity.svelte';
import { Navigation } from './lib/navigation.svelte';
import { Toasts } from './lib/toasts.svelte';
import { Catalog } from './lib/catalog.svelte';
import { browserTimers } from './lib/debounce';
import { TeamLibrary } from './lib/team.svelte';
import { ReviewQueue } from './lib/reviewQueue.svelte';

// The composition root: every state object is built here from its dependencies.
const prefs = new Preferences({
  storage: window.localStorage,
  schemeQuery: window.matchMedia('(prefers-color-scheme: dark)'),
  browserLanguages: navigator.languages,
});
setupI18n(prefs.locale);
setLocale(prefs.locale);

const app = mount(App, {
  target: document.getElementById('app') as HTMLElement,
  props: {
    ctx: {
      bridge,
      prefs,
      connectivity: new Connectivity(bridge),
      nav: new Navigation(window),
      toasts: new Toasts(browserTimers),
      catalog: new Catalog(bridge),
      team: new TeamLibrary(bridge, browserTimers),
      reviewQueue: new ReviewQueue(bridge),
    },
  },
});

export default app;
