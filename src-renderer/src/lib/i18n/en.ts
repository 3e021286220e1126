/**
 * English UI strings. The shape of this object is the contract for every other
 * language: `vi.ts` is typed against it, so a missing string fails the typecheck.
 * Messages use ICU syntax (svelte-i18n): `{name}`, `{n, plural, one {…} other {…}}`.
 */
export const en = {
  app: {
    name: 'Postroom',
    skip: 'Skip to content',
    navLabel: 'Main',
    shortcutsHint: 'Alt+1…8 switch screens',
  },
  nav: {
    library: 'Library',
    compose: 'Compose',
    campaigns: 'Campaigns',
    outbox: 'Outbox',
    channels: 'Channels',
    monitors: 'Monitors',
    insights: 'Insights',
    settings: 'Settings',
  },
  placeholder: {
    notYet: 'This screen is not built yet.',
    library: {
      title: 'Library',
      items: 'Every draft, searchable and filterable, smooth with hundreds of thousands|Selecting many drafts to tag, duplicate, delete or add to a campaign',
    },
    compose: {
      title: 'Compose',
      items: 'The caption (the post body) and the title, kept apart|Channels, photos, per-channel counters, previews and the preflight check',
    },
    willHold: 'It will hold:',
    campaigns: {
      title: 'Campaigns',
      items: 'Named groups of drafts published together as one batch|Progress of each batch by job state|Adding drafts from the Library (select drafts, then “Add to campaign”)',
    },
    outbox: {
      title: 'Outbox',
      items: 'Every publishing job with its state: prepared, sending, retrying, awaiting, done, refused, blocked, unknown|Posts waiting while the Hub is unreachable, sent when it answers again|Per-channel outcomes, retrying only the channels that refused, and resending after an unknown outcome (with a new key, by your decision)',
    },
    channels: {
      title: 'Channels',
      items: 'The 22 channels, which accept photo posts, their character limits and where each limit comes from|Which accounts are linked to each profile, and linking new ones|Pinned Pages, organisations and business locations',
    },
    monitors: {
      title: 'Monitors',
      items: 'Comment monitors that answer comments automatically on a post|Their trigger words, reply text and checking interval|The live state of each monitor',
    },
    insights: {
      title: 'Insights',
      items: 'Analytics of published posts per channel|Plan allowances and usage|The short-video music chart',
    },
  },
  connectivity: {
    online: 'Online',
    offline: 'Offline',
    checking: 'Checking…',
    unknown: 'Connection unknown',
    onlineDetail: 'The Hub at {url} answers.',
    offlineDetail: 'The Hub does not answer. Drafting works; publishing waits in the Outbox.',
    reason: 'Why: {reason}',
    checkedAt: 'Last checked {time}',
    bridgeUnreachable: 'The Postroom core is not answering (the app host may have stopped). Nothing typed here is lost; try again.',
    recheck: 'Check again',
    bridgeDown: 'The Postroom core did not answer: {message}',
  },
  settings: {
    title: 'Settings',
    appearance: 'Appearance',
    theme: 'Theme',
    themeSystem: 'Follow the system ({current})',
    themeLight: 'Light',
    themeDark: 'Dark',
    language: 'Language',
    languageHint: 'Remembered on this computer.',
    shortcuts: 'Keyboard shortcuts',
    about: 'About',
  },
  shortcuts: {
    screens: 'Go to a screen (in sidebar order)',
    navArrows: 'Move between sidebar entries',
    newDraft: 'New draft (in the Library)',
    search: 'Search the Library',
    open: 'Open the selected draft',
    selectAll: 'Select every draft shown',
    delete: 'Delete the selected drafts (undo in the message)',
    undo: 'Undo / redo in the composer',
  },
  about: {
    loading: 'Reading version information…',
    error: 'Could not read version information: {message}',
    version: 'Postroom version',
    shell: 'Running as',
    shellElectron: 'Desktop app (Electron)',
    shellWeb: 'Web host in a browser',
    node: 'Node.js',
    electron: 'Electron',
    chromium: 'Chromium',
    platform: 'Platform',
    dataDir: 'Data folder',
    workspace: 'Workspace',
    workspaceNone: 'None chosen',
    sandbox: 'built-in sandbox Hub',
    hub: 'Hub account',
    key: 'API key',
    keyNone: 'No key',
    keyLast4: 'ends in {last4} ({source})',
    notApplicable: 'not used',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    cancel: 'Cancel',
    undo: 'Undo',
    save: 'Save',
    remove: 'Remove',
    error: 'Something went wrong: {message}',
    none: '—',
  },
};

/** Any messages object with exactly the shape of `en` (strings at the leaves). */
export type MessagesShape<T> = { [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> };
export type Messages = MessagesShape<typeof en>;
