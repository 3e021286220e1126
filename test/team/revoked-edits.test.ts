/**
 * leave (walk 4, issue 34): a revoked member's laptop. A REAL team server (started once for the file).
 * - The app core: once the session learns the token was revoked, the library is read-only at once
 *   (status canEdit false; a change refused with the revocation as its reason, nothing written).
 * - The CLI: an edit made before the revocation was known, the member then rejoining with a viewer's
 *   token: the laptop never says in step; `team status` says the change was not accepted by the team,
 *   and the caption stays readable here. Before: "changes waiting to go out: 0", in step, in silence.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-revoked-', teamName: 'Studio', server: QUICK_STORE });
const { core, call, until } = team;

type Status = { state: string; canEdit: boolean; inStep: boolean; pending: number; notAccepted: number };

describe('the app core of a revoked member', () => {
  it('is read-only at once: canEdit false and a change refused with the revocation first', async () => {
    const token = await memberToken(team.server().store, { name: 'Vy', role: 'editor' });
    const vy: Core = await core('vy');
    await joinOnline(team.server().httpUrl, [[vy, token]]);
    const d = await call<{ id: string; revision: number }>(vy, 'drafts.create', { draft: { caption: 'before', platforms: ['x'] } });
    await team.server().revokeMember('Vy');
    await until(async () => (await call<Status>(vy, 'team.status', {})).state === 'revoked');
    expect((await call<Status>(vy, 'team.status', {})).canEdit).toBe(false);
    const r = await vy.dispatch('drafts.update', { id: d.id, patch: { caption: 'after' }, revision: d.revision });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'revoked', message: expect.stringMatching(/revoked this computer's member token: the library is read-only here/) });
    expect((await call<{ caption: string }>(vy, 'drafts.get', { id: d.id })).caption).toBe('before');
  });
});

describe('a CLI laptop that edited before it knew, then rejoined as a viewer', () => {
  it('says the change was not accepted by the team (never in step), and keeps it readable', async () => {
    let token = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const owner = await memberToken(team.server().store, { name: 'Chi', role: 'owner' });
    const lan = cliLaptop(team.root(), 'lan', () => token);
    const chi = cliLaptop(team.root(), 'chi', owner);
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    await chi.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    const id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Giờ mở cửa Tết', platforms: ['x'] }).id);
    await lan.sync();
    await chi.sync();
    await team.server().revokeMember('Lan');
    // Offline, not knowing yet: Lan edits the caption.
    await lan.ok(['drafts', 'edit', id, '--caption', 'Giờ mở cửa Tết (Lan sửa)']);
    expect((await lan.run(['team', 'sync', '--json'])).code).not.toBe(0);
    token = await memberToken(team.server().store, { name: 'Lan', role: 'viewer' });
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl]);
    const synced = await lan.run(['team', 'sync']);
    expect(synced.stdout).not.toMatch(/^In step/);
    expect(synced.stdout).toMatch(/not accepted by the team/);
    const st = (await lan.ok(['team', 'status'])).json() as unknown as Status;
    expect(st).toMatchObject({ inStep: false });
    expect(st.notAccepted).toBeGreaterThan(0);
    expect((await lan.run(['team', 'status'])).stdout).toMatch(/\d+ changes? made on this computer (was|were) not accepted by the team/);
    expect(lan.lib((l) => l.drafts.get(l.db, id).caption)).toBe('Giờ mở cửa Tết (Lan sửa)');
    await chi.sync();
    expect(chi.lib((l) => l.drafts.get(l.db, id).caption)).toBe('Giờ mở cửa Tết');
  });
});
