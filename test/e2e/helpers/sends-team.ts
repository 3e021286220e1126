/// <reference lib="dom" />
/**
 * What the sends files share (ui-w15compose-sends, ui-w16sends): Lan (owner) and Bảo (editor) on one
 * real team server and sandbox Hub, each joined with the Hub's key, in a team whose posts go out with
 * no approval (Lan turns it off); a draft's sends as a laptop's core derives them (drafts.sendHold),
 * and Compose's lines for them.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { useMembers, type LanAndBao } from './review-team';
import { callValue } from './session';
import type { browserTeam, TeamMember } from './team';

/** One send of a draft: whether this computer's Outbox holds it, its state and who sent it (none: this computer). */
export interface Send { here: boolean; post: { state: string; by?: { name: string } | null } }

/**
 * For a file: useMembers (Lan owner, Bảo editor), then a beforeAll in which Lan turns approval off for the
 * team. Answers the members (filled once the hooks ran).
 */
export function useSendingTeam(team: ReturnType<typeof browserTeam>): LanAndBao {
  const members = useMembers(team, { lan: 'owner', bao: 'editor' });
  beforeAll(async () => {
    await callValue(members.lan.page, 'review.setSettings', { approvalRequired: false });
  });
  return members;
}

/** The draft's sends as `p`'s laptop derives them ([] while it cannot say). */
export const sendsOn = (p: Page, id: string): Promise<Send[]> => callValue<{ sends: Send[] }>(p, 'drafts.sendHold', { id }).then((r) => r.sends).catch(() => []);

/** Compose's line for each send, white space folded. */
export const sendLines = (p: Page): Promise<string[]> => p.locator('[data-testid="draft-send"]').allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));

/** Opens the draft in `m`'s Compose and waits until its state line lists `n` sends. */
export async function composeWithSends(m: TeamMember, id: string, n: number): Promise<void> {
  await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
  await m.page.waitForSelector('[data-testid="draft-state"]');
  await expect.poll(() => sendLines(m.page), { timeout: 20_000 }).toHaveLength(n);
}
