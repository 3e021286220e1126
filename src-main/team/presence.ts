import type { HocuspocusProvider } from '@hocuspocus/provider';

/**
 * Presence (issue 33): who has which draft open, through the provider's awareness on the
 * 'library' document. Each laptop sets `{ member, draftId, caret }`; the list is everyone else's
 * (a member on two laptops shows once per laptop).
 */
export interface Presence {
  member: string;
  draftId: string | null;
  caret: number | null;
}

const FIELD = 'postroom';

export function setPresence(provider: HocuspocusProvider | null, p: Presence): void {
  provider?.setAwarenessField(FIELD, { member: p.member, draftId: p.draftId, caret: p.caret });
}

/** Everyone else's presence, ordered by member name. */
export function readPresence(provider: HocuspocusProvider | null): Presence[] {
  const awareness = provider?.awareness;
  if (!awareness) return [];
  const out: Presence[] = [];
  for (const [clientId, state] of awareness.getStates()) {
    if (clientId === awareness.clientID) continue;
    const v = (state as Record<string, unknown>)[FIELD] as Partial<Presence> | undefined;
    if (!v || typeof v.member !== 'string') continue;
    out.push({ member: v.member, draftId: typeof v.draftId === 'string' ? v.draftId : null, caret: typeof v.caret === 'number' ? v.caret : null });
  }
  return out.sort((a, b) => a.member.localeCompare(b.member));
}
