/**
 * w16words (w15cli left): the "you left the team" reasons said "rejoin it: postroom workspace join NAME --team URL" even
 * when the team had revoked this computer's token before the leave (team status's `leftTeam.tokenRefused`): that token
 * is refused at the join too, so they now say "ask the team owner for a new token". One derivation (the publisher's
 * rejoinEnglish, the kept refusal read by leftTokenRefusal) for the review refusal, the publish hold and the CLI's words.
 * A REAL team server, started once for the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingWords } from '../../src-main/cli/commands/campaign';
import { rejoinEnglish, waitingProblem } from '../../src-main/publisher';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { keepTokenRefusal } from '../../src-main/team/kept';
import { leftTeamReviewEnglish, leftTokenRefusal, REVIEW_ENGLISH, teamPublishPort } from '../../src-main/team';
import { appCores } from './helpers';

let root: string;
let server: TeamServer;
let token = '';
const { core, call, closeCores } = appCores({ root: () => root });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w16words-left-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  token = (await createMemberToken(server.store, { name: 'Bảo', role: 'owner' })).token;
}, 60_000);
afterAll(async () => {
  await closeCores();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the words of a team left with a refused token', () => {
  it('rejoinEnglish: a new token from the owner when the token was refused, else rejoin', () => {
    expect(rejoinEnglish(null)).toBe('rejoin it (postroom workspace join NAME --team URL)');
    expect(rejoinEnglish('revoked')).toMatch(/^the team had revoked this computer's member token: ask the team owner for a new token/);
    expect(rejoinEnglish('unauthorized')).toMatch(/did not accept this computer's member token: ask the team owner for a new token/);
    expect(leftTeamReviewEnglish(null)).toBe(REVIEW_ENGLISH.reason.left_team);
    expect(leftTeamReviewEnglish('revoked')).toContain('ask the team owner for a new token');
    expect(waitingProblem({ waiting: 'left', who: 'Studio', refused: 'revoked' }).message).toContain('The team had revoked this computer\'s member token: ask the team owner for a new token');
    expect(waitingProblem({ waiting: 'left', who: 'Studio' }).message).toContain('Rejoin it (postroom workspace join NAME --team URL), or in the app');
    expect(waitingWords('left_team', 'Studio', null, rejoinEnglish('revoked'))).toContain('ask the team owner for a new token');
  });

  it('a workspace that left after its token was revoked: the review refusal and the publish hold say so', async () => {
    const bao = await core('bao');
    await call(bao, 'team.join', { name: 'Studio', url: server.httpUrl, token, hubUrl: 'http://127.0.0.1:9' });
    const d = await call<{ id: string }>(bao, 'drafts.create', { draft: { caption: 'w16words left', platforms: ['x'], profile_id: 'prof_caphe' } });
    const lib = bao.services.library;
    const wsId = lib.workspaces.getCurrent(lib.db).id;
    await call(bao, 'team.leave', {});
    expect(leftTokenRefusal(lib.db, wsId)).toBeNull();
    const plain = await bao.dispatch('review.act', { draftId: d.id, action: 'approve' });
    expect(!plain.ok && plain.error.message).toContain('rejoin it: postroom workspace join NAME --team URL');

    // The team's server had refused this computer's token (kept as a session keeps it), then the workspace left.
    keepTokenRefusal(lib.db, wsId, { url: server.httpUrl, state: 'revoked', at: new Date().toISOString() });
    expect(leftTokenRefusal(lib.db, wsId)).toBe('revoked');
    const refused = await bao.dispatch('review.act', { draftId: d.id, action: 'approve' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.details?.reason).toBe('left_team');
    expect(!refused.ok && refused.error.message).toContain('ask the team owner for a new token');
    expect(!refused.ok && refused.error.message).not.toContain('rejoin it:');
    const hold = teamPublishPort(lib, lib.workspaces.getCurrent(lib.db))?.approval(d.id);
    expect(hold).toMatchObject({ waiting: 'left', refused: 'revoked' });
  });
});
