/**
 * w17viewer (walk 16): every control of a read-only draft says WHY it is shut. Compose's fieldset is disabled for a
 * reader who may not edit (a viewer, a revoked laptop: `team.readOnly`); this action gives each control inside it
 * (the caption, the channels' own captions, title, profile, channels, photos, time, tags, notes — and any that
 * appears later, e.g. a channel's options) the banner's own sentence as its title and the banner as its
 * description (aria-describedby). The sentence is the one derivation, `team.why` → readonlywhy.draft.*, passed in.
 * Taken off again the moment the reader may edit (a role made editor again, live).
 */
export interface FieldLock {
  /** The id of the read-only banner (the reason said once on the screen). */
  readonly id: string;
  /** The same sentence the banner gives. */
  readonly why: string;
}

const CONTROLS = 'input, textarea, select, button';
const MARK = 'data-locked-why';
const OLD_TITLE = 'data-locked-old-title';

function lockOne(el: Element, lock: FieldLock): void {
  // A title the screen gives (or gives anew while locked) is kept to be put back when it opens again.
  const title = el.getAttribute('title');
  const ours = el.getAttribute(MARK);
  if (title !== null && title !== lock.why && title !== ours) el.setAttribute(OLD_TITLE, title);
  else if (title === null && ours !== null) el.removeAttribute(OLD_TITLE); // the screen took its title away
  if (ours !== lock.why) el.setAttribute(MARK, lock.why);
  if (title !== lock.why) el.setAttribute('title', lock.why);
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(lock.id)) el.setAttribute('aria-describedby', [lock.id, ...ids].join(' '));
}

function unlockOne(el: Element, id: string): void {
  if (!el.hasAttribute(MARK)) return;
  el.removeAttribute(MARK);
  if (el.hasAttribute(OLD_TITLE)) {
    el.setAttribute('title', el.getAttribute(OLD_TITLE) ?? '');
    el.removeAttribute(OLD_TITLE);
  } else el.removeAttribute('title');
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (ids.length > 0) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
}

/** Svelte action: `use:lockedFields={team.readOnly ? { id, why } : null}` on the draft's fieldset. */
export function lockedFields(node: HTMLElement, initial: FieldLock | null): { update(next: FieldLock | null): void; destroy(): void } {
  let lock = initial;
  let lastId = initial?.id ?? '';
  const apply = (): void => {
    for (const el of node.querySelectorAll(CONTROLS)) {
      if (lock) lockOne(el, lock);
      else unlockOne(el, lastId);
    }
  };
  // Controls that appear while it is locked (a channel's options, a photo's buttons) are locked too, and one whose
  // title or description the screen sets anew keeps the reason (setting only what differs: no loop).
  const watcher = new MutationObserver(() => {
    if (lock) apply();
  });
  watcher.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['title', 'aria-describedby'] });
  apply();
  return {
    update(next) {
      lock = next;
      if (next) lastId = next.id;
      apply();
    },
    destroy() {
      watcher.disconnect();
    },
  };
}
