/**
 * What the client-decision files share (ui-client-over-request, ui-client-request-approved,
 * ui-client-over-state): for a file, one real team server ('Agency', in a temp dir `prefix`server-)
 * with Lan (editor) and Bảo (approver) in browsers, joined in the app to an unreachable Hub; started
 * once in beforeAll, closed in afterAll. Answers the members (filled once the hook ran).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTeamServer, type TeamServer } from '../../../src-main/team-server';
import type { LanAndBao } from './review-team';
import { callValue } from './session';
import { closeMember, joinInApp, openMember } from './team';

export function useAgencyLanAndBao(prefix: string): LanAndBao {
  let server: TeamServer | undefined;
  let serverDir: string | undefined;
  const members: LanAndBao = {} as never;
  beforeAll(async () => {
    serverDir = mkdtempSync(join(tmpdir(), `${prefix}server-`));
    server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
    const [lan, bao] = await Promise.all([openMember(server, 'Lan', 'editor', prefix), openMember(server, 'Bảo', 'approver', prefix)]);
    Object.assign(members, { lan, bao });
    for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });
  }, 240_000);
  afterAll(async () => {
    for (const m of Object.values(members)) await closeMember(m);
    await server?.stop();
    if (serverDir) rmSync(serverDir, { recursive: true, force: true });
  });
  return members;
}

/** A post's review state on a laptop ('' when it has none). */
export const reviewState = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '');
