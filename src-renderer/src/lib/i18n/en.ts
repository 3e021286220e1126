/**
 * English UI strings. The shape of this object is the contract for every other
 * language: `vi.ts` is typed against it, so a missing string fails the typecheck.
 * Messages use ICU syntax (svelte-i18n): `{name}`, `{n, plural, one {…} other {…}}`.
 */
import { w15importEn } from './w15import.en';
import { campaignsEn } from './campaigns.en';
import { campaignEn } from './campaign.en';
import { fixSendEn } from './fixsend.en';
import { composeEn } from './compose.en';
import { hubEn } from './hub.en';
import { w17unchangedEn } from './w17unchanged.en';
import { w19selfeditEn } from './w19selfedit.en';
import { w20authorsEn } from './w20authors.en';
import { w15cliEn } from './w15cli.en';
import { w11undoEn } from './w11undo.en';
import { w10undoEn } from './w10undo.en';
import { composeliveEn } from './composelive.en';
import { leaveEn } from './leave.en';
import { w12importEn } from './w12import.en';
import { refusedloopEn } from './refusedloop.en';
import { w26approvalEn } from './w26approval.en';
import { w30dismissEn } from './w30dismiss.en';
import { insyncEn } from './insync.en';
import { photonameEn } from './photoname.en';
import { reviewuiEn } from './reviewui.en';
import { teamoutboxEn } from './teamoutbox.en';
import { rejoinEn } from './rejoin.en';
import { teamsendtextEn } from './teamsendtext.en';
import { w10captionEn } from './w10caption.en';
import { teamnumbersEn } from './teamnumbers.en';
import { bywhomEn } from './bywhom.en';
import { left32En } from './left32.en';
import { reviewEn } from './review.en';
import { reviewcoreEn } from './reviewcore.en';
import { reviewtruthEn } from './reviewtruth.en';
import { readonlywhyEn } from './readonlywhy.en';
import { clientfixEn } from './clientfix.en';
import { clientchangeEn } from './clientchange.en';
import { w8clientEn } from './w8client.en';
import { clientnoteEn } from './clientnote.en';
import { fixComposeEn } from './fix-compose.en';
import { fixImportEn } from './fix-import.en';
import { composerEn } from './composer.en';
import { errorsEn } from './errors.en';
import { IMPORT_WORDS } from '../../../../src-shared/import-words';
import { calendarEn } from './calendar.en';
import { deskEn } from './desk.en';
import { importEn } from './import.en';
import { truthEn } from './truth.en';
import { left31En } from './left31.en';
import { teamEn } from './team.en';
// The team's review settings and mentions (issue 34, branch settings).
import { settingsEn } from './settings.en';
import { mend31En } from './mend31.en';
import { w29timeEn } from './w29time.en';
import { mend32En } from './mend32.en';
import { teamfixEn } from './teamfix.en';
import { heldfixEn } from './heldfix.en';
import { heldsendEn } from './heldsend.en';
import { sendwordsEn } from './sendwords.en';
import { sendtabEn } from './sendtab.en';
import { sendtab2En } from './sendtab2.en';
import { w9campEn } from './w9camp.en';
import { teamcampaignEn } from './teamcampaign.en';
import { campaignslistEn } from './campaignslist.en';
import { rolesEn } from './roles.en';
import { presenceEn } from './presence.en';
import { dialogsEn } from './dialogs.en';
import { sendasnewEn } from './sendasnew.en';
import { w8sendEn } from './w8send.en';
import { w9wordsEn } from './w9words.en';
import { w10youEn } from './w10you.en';
import { w11clientEn } from './w11client.en';
import { w11wordsEn } from './w11words.en';
import { w12wordsEn } from './w12words.en';
import { w13waitsEn } from './w13waits.en';
import { w10campEn } from './w10camp.en';
import { w12campEn } from './w12camp.en';
import { w16camprowEn } from './w16camprow.en';
import { w17postsreasonEn } from './w17postsreason.en';
import { w19campaignEn } from './w19campaign.en';
import { w20outboxEn } from './w20outbox.en';
import { w26outboxEn } from './w26outbox.en';
import { w21campaignEn } from './w21campaign.en';
import { w27sendtabEn } from './w27sendtab.en';
import { w28stateEn } from './w28state.en';
import { unknowncardEn } from './unknowncard.en';
import { w30campaignEn } from './w30campaign.en';
import { w32restoreEn } from './w32restore.en';
import { w13revokedEn } from './w13revoked.en';
import { w15composeEn } from './w15compose.en';
import { w16sendsEn } from './w16sends.en';
import { xcaptionEn } from './xcaption.en';
import { w8cliEn } from './w8cli.en';
import { calendar7En } from './calendar7.en';
import { teamsyncEn } from './teamsync.en';
import { leftviewEn } from './leftview.en';
import { w9keepEn } from './w9keep.en';
import { w26leftEn } from './w26left.en';
import { w28errorsEn } from './w28errors.en';
import { w11allEn } from './w11all.en';
import { w11heldEn } from './w11held.en';
import { w15reviewEn } from './w15review.en';
import { w16wordsEn } from './w16words.en';
import { w16asnewEn } from './w16asnew.en';
import { w18againEn } from './w18again.en';
import { w19twohubEn } from './w19twohub.en';
import { w20againEn } from './w20again.en';
import { w21wordsEn } from './w21words.en';
import { w17zoneEn } from './w17zone.en';
import { w17youEn } from './w17you.en';
import { w19cosmeticEn } from './w19cosmetic.en';
import { w20cliEn } from './w20cli.en';
import { w20dstEn } from './w20dst.en';
import { w22outboxEn } from './w22outbox.en';
import { w23dryrunEn } from './w23dryrun.en';
import { w23instaEn } from './w23insta.en';
import { w24calendarEn } from './w24calendar.en';
import { w24zoneEn } from './w24zone.en';
import { w24campaignEn } from './w24campaign.en';
import { w26campaignEn } from './w26campaign.en';
import { w27clientEn } from './w27client.en';

export const en = {
  app: {
    name: 'Postroom',
    skip: 'Skip to content',
    navLabel: 'Main',
    shortcutsHint: 'Alt+1…9 switch screens',
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
    review: 'Review',
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
    onlineSandbox: 'The built-in Sandbox Hub answers (nothing is really posted).',
    offlineDetail: 'The Hub does not answer. Drafting works; publishing waits in the Outbox.',
    reason: 'Why: {reason}',
    checkedAt: 'Last checked {time} ({ago})',
    ago: {
      now: 'just now',
      seconds: '{n} seconds ago',
      minutes: '{n, plural, one {# minute} other {# minutes}} ago',
      hours: '{n, plural, one {# hour} other {# hours}} ago',
      days: '{n, plural, one {# day} other {# days}} ago',
    },
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
    selectAll: 'Select every loaded draft; press again for every matching draft',
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
  state: {
    draft: 'Draft',
    queued: 'In the Hub’s queue',
    scheduled: 'Scheduled',
    sending: 'Sending',
    published: 'Published',
    partial: 'Partly published',
    refused: 'Refused by the Hub',
    channels_refused: 'Refused by every channel',
    unknown: 'Outcome unknown',
    cancelled: 'Cancelled',
    deleted: 'Deleted',
  },
  /** outcomes (issue 22): the one post state in words, and batch answers. */
  outcome: {
    scheduledFor: 'Goes out {time} ({zone})',
    queued: 'Waiting in the profile’s posting queue at the Hub.',
    sending: 'On its way: being sent to the Hub, or accepted by it and waiting for the channels.',
    retrying: 'Retrying after this answer — {reason} Next try {time}.',
    retryingNoTime: 'Waiting after this answer — {reason}',
    published: 'Published on {m, plural, one {its channel} =2 {both channels} other {all # channels}}.',
    partial: 'Published on {n} of {m} channels; refused: {channels}.',
    refused: 'Not sent — {reason}',
    channelsRefused: 'Every channel refused it: {channels}.',
    unknown: 'The outcome is unknown: the post may be live. Check its channels.',
    cancelled: 'Withdrawn before it was sent.',
    summary: '{sent, plural, =0 {No post sent} one {# post sent} other {# posts sent}} to the Hub; {notSent, plural, =0 {nothing left out} one {# not sent} other {# not sent}}.',
    notSentLine: '“{caption}”: {reason}',
    alreadySent: 'sent before ({state}); use “Publish again…” to send it as a new post',
    publishAgain: 'Publish again…',
    publishAgainConfirm: 'This draft was sent before ({state}). Publishing again makes a NEW post with a new key: it will appear twice where it is live. Publish again?',
    heldSingle: 'Not sent: this draft was sent before ({state}). Choose “Publish again…” to send it as a new post.',
    vietnameseLabel: 'Vietnamese rendering',
    titleSent: 'Sent as: “{title}”',
    refusedLastTime: 'Refused last time',
    refusedByHub: 'Refused by the Hub',
    filterState: 'State',
    filterProfile: 'Profile',
    filterChannel: 'Channel',
    filterCampaign: 'Campaign',
    any: 'Any',
    shown: '{n} of {m} shown',
    noMatch: 'No post in the Outbox matches these filters.',
    record: 'Record',
    hideRecord: 'Hide record',
    exportRecord: 'Export record (JSON)',
    recordTitle: 'Every attempt of this post',
    attemptLine: 'Attempt {n} · {time} · key {key} · {answer}',
    noAnswer: 'no answer',
    noAttempt: 'Not sent yet.',
    scheduledNote: 'Scheduled at the Hub. The Hub offers no way to unschedule a post: Postroom cannot withdraw it now. To stop it, delete it on each channel once it is out, or ask the Hub’s support before {time}.',
    cancelNote: 'Not sent yet: you can still cancel it.',
    retried: 'Its refused channels were retried as a new post.',
    sameRequest: 'The draft has not changed since the channels refused it: the same request would be sent again, and a content refusal will repeat. Send it unchanged anyway? (Cancel opens the draft to fix it.)',
    fix: 'Fix and resend…',
    unknownCheck: 'Check whether it is live on:',
    markLive: 'It is live — mark published',
    markLiveConfirm: 'Mark this post as published on every channel? Use this only after you have seen it live.',
    sendAgainNew: 'Send again as new…',
  },  library: {
    new: 'New draft',
    total: '{n, plural, one {# draft} other {# drafts}}',
    matching: '{n, plural, one {# draft matches} other {# drafts match}}',
    loaded: '{n, number} loaded',
    loadedMore: '{n, number} shown, more as you scroll',
    search: 'Search drafts',
    searchPlaceholder: 'Search captions, titles and tags (press / to focus)',
    filters: 'Filters',
    filterProfile: 'Profile',
    filterChannel: 'Channel',
    filterTag: 'Tag',
    filterState: 'State',
    filterFrom: 'Changed from',
    filterTo: 'Changed until',
    any: 'Any',
    clearFilters: 'Clear search and filters',
    changedElsewhere: 'The library changed elsewhere.',
    refresh: 'Refresh',
    error: 'Could not load drafts: {message}',
    noMatch: 'No drafts match this search and these filters.',
    emptyTitle: 'Your library is empty.',
    emptyHint: 'Press N or choose “New draft” to write your first post. Drafts are kept on this computer and work offline.',
    listLabel: 'Drafts',
    noCaption: '(no caption yet)',
    noChannels: 'no channels chosen',
    photos: '{n, plural, one {# photo} other {# photos}}',
    scheduledFor: 'scheduled for {when} ({zone})',
    loadingMore: 'Loading more drafts…',
    createFailed: 'Could not create a draft: {message}',
    bulkFailed: 'That did not work: {message}',
    deleted: '{n, plural, one {# draft deleted} other {# drafts deleted}}.',
    deletedAtHub: '{n, plural, one {# draft deleted} other {# drafts deleted}}. {m, plural, =1 {One of them was} other {# of them were}} already sent to the Hub: deleting a draft does not stop its post going out (the Outbox still follows it).',
    restored: '{n, plural, one {# draft restored} other {# drafts restored}}.',
    tagged: 'Tag “{tag}” added to {n, plural, one {# draft} other {# drafts}}.',
    untagged: 'Tag “{tag}” removed from {n, plural, one {# draft} other {# drafts}}.',
    duplicated: '{n, plural, one {# copy made} other {# copies made}}.',
    addedToCampaign: '{n, plural, one {# draft} other {# drafts}} added to “{name}”.',
    bulkLabel: 'Actions on the selected drafts',
    selected: '{n, plural, one {# selected} other {# selected}}',
    allSelected: 'All {n, plural, one {# matching draft} other {# matching drafts}} selected',
    allCapped: 'at most {n, number} at once',
    selectAllMatching: 'Select all {n, plural, one {# matching draft} other {# matching drafts}}',
    selectingAll: 'Selecting every matching draft…',
    selectAllFailed: 'Could not select every matching draft: {message}',
    clearSelection: 'Clear selection',
    tagLabel: 'Tag',
    tagPlaceholder: 'tag',
    addTag: 'Add tag',
    removeTag: 'Remove tag',
    duplicate: 'Duplicate',
    delete: 'Delete',
    restore: 'Restore',
    campaignLabel: 'Campaign',
    chooseCampaign: 'Add to campaign…',
    newCampaign: 'New campaign…',
    campaignName: 'Campaign name',
    addToCampaign: 'Add',
  },
  jobState: {
    prepared: 'Prepared',
    sending: 'Sending',
    retrying: 'Will retry',
    awaiting: 'Awaiting outcome',
    done: 'Done',
    refused: 'Refused by the Hub',
    blocked: 'Blocked',
    unknown: 'Outcome unknown',
    cancelled: 'Cancelled',
  },
  jobStateHint: {
    prepared: 'Recorded with its key; it is sent as soon as the Hub answers.',
    sending: 'Being sent now.',
    retrying: 'The Hub did not answer or asked to wait; it is sent again with the same key, so it cannot be published twice.',
    awaiting: 'Accepted; waiting for the channels to finish (or for the scheduled time).',
    done: 'Final: see each channel below.',
    refused: 'The Hub refused it before anything was sent. Fix the draft and publish it again (a new post, a new key).',
    blocked: 'Stopped: the key, plan or quota needs attention before anything else is sent.',
    unknown: 'The Hub timed out and the outcome is unknown. It is not resent blindly; resending is your decision.',
    cancelled: 'Withdrawn; it will not be sent.',
  },
  outbox: {
    count: '{n, plural, one {# job} other {# jobs}}, {waiting} waiting',
    offline: 'The Hub is unreachable: waiting jobs are sent when it answers again.',
    error: 'Could not read the outbox: {message}',
    emptyTitle: 'Nothing in the outbox.',
    emptyHint: 'Posts you publish or schedule appear here with their progress and per-channel outcomes.',
    accepted: 'published',
    refused: 'refused',
    pending: 'no outcome yet',
    key: 'key {key}',
    attempts: '{n, plural, one {# attempt} other {# attempts}}',
    openDraft: 'open the draft',
    cancel: 'Cancel',
    retry: 'Retry the refused channels',
    resend: 'Resend…',
    resendConfirm: 'The outcome is unknown: the post may already be published. Postroom asks the Hub first and sends nothing if the Hub has it; otherwise it sends it as a new post with a new key. Go on?',
    done: {
      cancel: 'Cancelled.',
      live: 'Marked as published.',
      retry: 'A new job retries the refused channels.',
      resend: 'Resent as a new job.',
      resendFound: 'The Hub has this post (asked first): nothing was sent again.',
    },
    failed: 'That did not work: {message}',
  },
  channels: {
    kind: {
      tiktok: 'short-video network',
      instagram: 'photo-sharing network',
      linkedin: 'professional network',
      youtube: 'video-sharing site',
      facebook: 'social network with Pages',
      x: 'short-text microblog',
      threads: 'threaded text network',
      pinterest: 'pin board',
      reddit: 'forum with communities',
      bluesky: 'open-protocol social network',
      google_business: 'business-listing channel with locations',
      telegram: 'bot-messaging channel',
      discord: 'community chat',
      slack: 'team chat',
      mastodon: 'federated microblog',
      nostr: 'relay-protocol network',
      lemmy: 'federated link aggregator',
      devto: 'developer blogging site A',
      hashnode: 'developer blogging site B',
      wordpress: 'site-publishing system',
      whop: 'membership marketplace',
      listmonk: 'newsletter manager',
    },
    intro: 'The 22 channels of the Hub: which take a photo post, what each needs, and the character limits Postroom checks against (each from the channel’s own published page, with the date it was recorded). The Hub’s answer stays final.',
    profiles: 'Profiles and linked accounts (cached)',
    pinPage: 'Pinned Page: {name}.',
    pinOrg: 'Pinned organisation: {name}.',
    pinLocation: 'Pinned location: {name}.',
    table: 'Channel rules',
    channel: 'Channel',
    photo: 'Photo posts',
    needs: 'Needs',
    captionLimit: 'Caption limit',
    titleLimit: 'Title limit',
    yes: 'yes',
    no: 'no',
    aTitle: 'a title',
    limit: '{max} ({method})',
    noLimit: 'no published limit',
    source: 'source, recorded {date}',
    limitNote: {
      tiktok: 'photo-post description',
      linkedin: 'commentary',
      youtube: 'description, bytes in UTF-8 per the page',
      facebook: 'status update length',
      pinterest: 'description',
      reddit: 'self-post body',
      google_business: 'summary',
      telegram: 'photo caption after entities parsing',
      mastodon: 'default server setting; servers may raise it',
      lemmy: 'post body; servers may differ',
    },
    method: {
      utf16: 'UTF-16 units',
      codepoints: 'code points',
      graphemes: 'visible characters',
      'x-weighted': 'X weighting',
    },
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
  ...composeEn,
  ...campaignsEn,
  ...campaignEn,
  ...fixSendEn,
  ...hubEn,
  ...w17unchangedEn,
  ...w19selfeditEn,
  ...w20authorsEn,
  ...w15importEn,
  ...w15cliEn,
  ...w11undoEn,
  ...w10undoEn,
  ...composeliveEn,
  ...leaveEn,
  ...w12importEn,
  ...refusedloopEn,
  ...w26approvalEn,
  ...w30dismissEn,
  ...photonameEn,
  ...reviewuiEn,
  ...teamoutboxEn,
  ...rejoinEn,
  ...teamsendtextEn,
  ...w10captionEn,
  ...xcaptionEn,
  ...w8cliEn,
  ...teamsyncEn,
  ...leftviewEn,
  ...w9keepEn,
  ...w26leftEn,
  ...w28errorsEn,
  ...w11heldEn,
  ...teamnumbersEn,
  ...bywhomEn,
  ...left32En,
  ...reviewEn,
  ...reviewcoreEn,
  ...reviewtruthEn,
  ...readonlywhyEn,
  ...clientfixEn,
  ...clientchangeEn,
  ...w8clientEn,
  ...clientnoteEn,
  ...fixComposeEn,
  ...insyncEn,
  ...fixImportEn,
  ...composerEn,
  ...errorsEn,
  ...calendarEn,
  ...calendar7En,
  ...deskEn,
  ...importEn,
  ...truthEn,
  ...left31En,
  ...teamEn,
  ...settingsEn,
  ...mend31En,
  ...w29timeEn,
  ...mend32En,
  ...teamfixEn,
  ...heldfixEn,
  ...heldsendEn,
  ...sendwordsEn,
  ...sendtabEn,
  ...sendtab2En,
  ...w9campEn,
  ...teamcampaignEn,
  ...campaignslistEn,
  ...rolesEn,
  ...presenceEn,
  ...dialogsEn,
  ...sendasnewEn,
  ...w8sendEn,
  ...w9wordsEn,
  ...w10youEn,
  ...w11clientEn,
  ...w11wordsEn,
  ...w12wordsEn,
  ...w13waitsEn,
  ...w10campEn,
  ...w12campEn,
  ...w16camprowEn,
  ...w17postsreasonEn,
  ...w19campaignEn,
  ...w20outboxEn,
  ...w26outboxEn,
  ...w21campaignEn,
  ...w27sendtabEn,
  ...w28stateEn,
  ...unknowncardEn,
  ...w30campaignEn,
  ...w32restoreEn,
  ...w13revokedEn,
  ...w15composeEn,
  ...w16sendsEn,
  ...w11allEn,
  ...w15reviewEn,
  ...w16wordsEn,
  ...w16asnewEn,
  ...w18againEn,
  ...w19twohubEn,
  ...w20againEn,
  ...w21wordsEn,
  ...w17zoneEn,
  ...w17youEn,
  ...w19cosmeticEn,
  ...w20cliEn,
  ...w20dstEn,
  ...w22outboxEn,
  ...w23dryrunEn,
  ...w23instaEn,
  ...w24calendarEn,
  ...w24zoneEn,
  ...w24campaignEn,
  ...w26campaignEn,
  ...w27clientEn,
  // Import and export on the Library screen (files move through the browser: upload and download).
  transfer: {
    import: 'Import…',
    importHint: 'Import drafts from a .csv or .json file',
    exportCsv: 'Export CSV',
    exportJson: 'Export JSON',
    exportHint: 'Download the selected drafts, or all drafts when none is selected',
    imported: '{n, plural, one {Imported # draft} other {Imported # drafts}}',
    nothingImported: '{n, plural, one {# problem} other {# problems}} in {name}: nothing was imported.',
    someImported: '{n, plural, one {Imported # draft} other {Imported # drafts}}; {bad, plural, one {# problem} other {# problems}} left out.',
    problem: 'Line {line}, {field}: {message}',
    moreProblems: '…and {n} more',
    importGood: '{n, plural, one {Import the # good row only} other {Import the # good rows only}}',
    exported: '{n, plural, one {# draft} other {# drafts}} saved as {name}',
    failed: 'Import or export failed: {message}',
    tooBig: '{name} is larger than {max}. Split it, or import it with the postroom command line.',
    report: 'Import report',
  },
  // Written once in the shared layer, which the core's importer reads too (src-shared/import-words.ts).
  importProblem: IMPORT_WORDS.en,
};

/** Any messages object with exactly the shape of `en` (strings at the leaves). */
export type MessagesShape<T> = { [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> };
export type Messages = MessagesShape<typeof en>;
