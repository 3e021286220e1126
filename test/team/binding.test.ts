import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { campaignPlans, publishJobs, teamRows, workspaces, type NewJob } from '../../src-main/library';
import { postState } from '../../src-main/publisher';
import { openTeamBinding, TeamError } from '../../src-main/team';
import { readPhotos } from '../../src-main/team/schema';
import { bindingLaptops, type Laptop } from './bindings';

/**
 * Two laptops without a server: two library files, each with a team workspace and its binding,
 * exchanging updates directly (what the session does through the team server).
 */
const { laptop, restart, sync } = bindingLaptops();

const SHA = 'a'.repeat(64);
const outboxCount = (l: Laptop): number => (l.lib.db.prepare('SELECT count(*) n FROM team_outbox').get() as { n: number }).n;

describe('round trip: what one laptop writes appears on the other', () => {
  it('drafts with photos, tags, channel captions and a schedule; edits; deletion as a tombstone; searchable on B', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, {
      profile_id: 'prof_1', platforms: ['instagram', 'x'], caption: 'Cà phê sữa đá mỗi sáng', title: 'Morning', notes: 'ask Linh',
      photos: [{ url: 'https://cdn.example.com/a.jpg' }, { path: '/home/ana/photos/b.jpg', sha256: SHA, bytes: 1234, width: 800, height: 600, mime: 'image/jpeg' }],
      tags: ['coffee', 'Saigon'], scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', first_comment: 'link in bio',
      captions: { x: { caption: 'Short one for X', title: null } },
    });
    sync(a, b);
    const got = b.lib.drafts.getDraft(b.lib.db, d.id);
    expect(got.workspaceId).toBe(b.ws);
    expect(got).toMatchObject({
      profile_id: 'prof_1', platforms: ['instagram', 'x'], caption: 'Cà phê sữa đá mỗi sáng', title: 'Morning', notes: 'ask Linh', tags: ['coffee', 'Saigon'],
      scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', fields: { first_comment: 'link in bio' }, captions: [{ channel: 'x', caption: 'Short one for X', title: null }],
      state: 'draft', createdAt: d.createdAt,
    });
    expect(got.photos.map((p) => [p.source, p.url, p.path, p.sha256])).toEqual([['url', 'https://cdn.example.com/a.jpg', null, null], ['file', null, null, SHA]]);
    // The search index and the duplicate key are kept right by the projection.
    expect(b.lib.drafts.search(b.lib.db, { text: 'ca phe', workspaceId: b.ws }).items.map((x) => x.id)).toEqual([d.id]);
    expect(b.lib.drafts.search(b.lib.db, { text: 'saigon', workspaceId: b.ws }).items.map((x) => x.id)).toEqual([d.id]);
    // A photo whose bytes are not on B: listed to fetch, then attached.
    expect(teamRows.missingBlobs(b.lib.db, b.ws)).toEqual([SHA]);
    expect(teamRows.attachBlob(b.lib.db, SHA, '/home/bao/.postroom/blobs/aa.jpg')).toBe(1);
    expect(teamRows.missingBlobs(b.lib.db, b.ws)).toEqual([]);
    expect(b.binding.flushLocal()).toBe(0); // a path is this laptop's own: nothing to share

    a.lib.drafts.update(a.lib.db, d.id, { caption: 'Cà phê trứng mỗi sáng', tags: ['coffee'], captions: { x: null, linkedin: { caption: 'For LinkedIn', title: 'T' } } });
    sync(a, b);
    const edited = b.lib.drafts.getDraft(b.lib.db, d.id);
    expect(edited).toMatchObject({ caption: 'Cà phê trứng mỗi sáng', tags: ['coffee'], captions: [{ channel: 'linkedin', caption: 'For LinkedIn', title: 'T' }] });
    expect(edited.photos[1]?.path).toBe('/home/bao/.postroom/blobs/aa.jpg'); // B's path stays B's
    expect(b.lib.drafts.search(b.lib.db, { text: 'trung', workspaceId: b.ws }).items).toHaveLength(1);
    expect(b.lib.drafts.search(b.lib.db, { text: 'sua', workspaceId: b.ws }).items).toHaveLength(0);

    a.lib.tags.rename(a.lib.db, 'coffee', 'caphe', a.ws);
    sync(a, b);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).tags).toEqual(['caphe']);

    a.lib.drafts.softDelete(a.lib.db, d.id);
    sync(a, b);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).state).toBe('deleted');
    a.lib.drafts.undoDelete(a.lib.db, d.id);
    sync(a, b);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).state).toBe('draft');
    // Purged for good on A: a tombstone in the document, deleted on B.
    a.lib.drafts.softDelete(a.lib.db, d.id);
    a.lib.drafts.purgeDeleted(a.lib.db, { workspaceId: a.ws, before: '9999-01-01T00:00:00Z' });
    sync(a, b);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).state).toBe('deleted');
    expect(a.binding.doc.getMap<Y.Map<unknown>>('drafts').get(d.id)?.get('deleted_at')).toBeTypeOf('string');
    // Nothing B did was sent back as its own change.
    expect(outboxCount(a) + outboxCount(b)).toBe(0);
    expect(new Set(b.binding.history(d.id).map((h) => h.member))).toEqual(new Set(['ana']));
  });

  it('campaigns: name, notes, items in order, plan; deleted on A → deleted on B (its drafts stay)', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const [d1, d2, d3] = a.lib.drafts.createMany(a.lib.db, [{ caption: 'one' }, { caption: 'two' }, { caption: 'three' }]) as [string, string, string];
    const c = a.lib.campaigns.create(a.lib.db, { name: 'Tết sale', notes: 'three posts', draftIds: [d3, d1, d2] });
    campaignPlans.setPlan(a.lib.db, c.id, { mode: 'interval', intervalMinutes: 90, timezone: 'Asia/Ho_Chi_Minh' });
    sync(a, b);
    expect(b.lib.campaigns.getCampaign(b.lib.db, c.id)).toMatchObject({ workspaceId: b.ws, name: 'Tết sale', notes: 'three posts', draftIds: [d3, d1, d2] });
    expect(campaignPlans.getPlan(b.lib.db, c.id).plan).toMatchObject({ mode: 'interval', intervalMinutes: 90, timezone: 'Asia/Ho_Chi_Minh' });
    a.lib.campaigns.removeDraft(a.lib.db, c.id, d1);
    a.lib.campaigns.update(a.lib.db, c.id, { name: 'Tết sale 2027' });
    sync(a, b);
    expect(b.lib.campaigns.getCampaign(b.lib.db, c.id)).toMatchObject({ name: 'Tết sale 2027', draftIds: [d3, d2] });
    a.lib.campaigns.remove(a.lib.db, c.id);
    sync(a, b);
    expect(b.lib.campaigns.list(b.lib.db, b.ws)).toEqual([]);
    expect(b.lib.drafts.count(b.lib.db, { workspaceId: b.ws })).toBe(3);
  });

  it('sends what a laptop held before it joined the team', () => {
    const a = laptop('ana');
    const other = workspaces.add(a.lib.db, { name: 'Before', hubUrl: 'https://hub.example.com' });
    const d = a.lib.drafts.create(a.lib.db, { caption: 'written alone' }, { workspaceId: other.id });
    const c = a.lib.campaigns.create(a.lib.db, { name: 'Solo', draftIds: [d.id] }, { workspaceId: other.id });
    expect(outboxCount(a)).toBe(0);
    workspaces.setTeam(a.lib.db, other.id, { url: 'https://team.example.com', id: 'team-2', member: 'ana', role: 'owner' });
    const bind = openTeamBinding(a.lib.db, { workspaceId: other.id });
    expect(bind.flushLocal()).toBe(2);
    expect(bind.doc.getMap<Y.Map<unknown>>('drafts').get(d.id)?.get('caption')?.toString()).toBe('written alone');
    expect(bind.doc.getMap<Y.Map<unknown>>('campaigns').get(c.id)?.get('items')).toEqual([d.id]);
    bind.close();
  });
});

describe('offline edits of one draft on two laptops', () => {
  it('both keep their words in the caption and the title; a plain field ends the same on both', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'Our new mugs are here.', title: 'Mugs', timezone: 'UTC' });
    sync(a, b);
    // Offline: each edits another part of the caption and of the title, and both change the zone.
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'Big news! Our new mugs are here.', title: 'Mugs (blue)', timezone: 'Asia/Ho_Chi_Minh' });
    a.binding.flushLocal();
    b.clock.advance(1000);
    b.lib.drafts.update(b.lib.db, d.id, { caption: 'Our new mugs are here. Link in bio.', title: 'New mugs', timezone: 'Europe/Paris' });
    b.binding.flushLocal();
    sync(a, b);
    const onA = a.lib.drafts.getDraft(a.lib.db, d.id);
    const onB = b.lib.drafts.getDraft(b.lib.db, d.id);
    expect(onA.caption).toBe('Big news! Our new mugs are here. Link in bio.');
    expect(onA.title).toBe('New mugs (blue)');
    expect(onB.caption).toBe(onA.caption);
    expect(onB.title).toBe(onA.title);
    expect(['Asia/Ho_Chi_Minh', 'Europe/Paris']).toContain(onA.timezone);
    expect(onB.timezone).toBe(onA.timezone);
    expect(a.binding.doc.getMap('drafts').toJSON()).toEqual(b.binding.doc.getMap('drafts').toJSON());
    // Who changed what: both members' lines, newest first on each laptop.
    const hist = a.binding.history(d.id);
    expect(hist.map((h) => h.member).sort()).toEqual(['ana', 'ana', 'bao']);
    expect(hist.find((h) => h.member === 'bao')?.fields).toEqual(expect.arrayContaining(['caption', 'title', 'timezone']));
    expect(b.binding.history(d.id)).toEqual(hist);
  });

  it('a remote update arriving while local edits wait is applied after they are flushed (neither is lost)', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'hello world' });
    sync(a, b);
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'hello big world' });
    a.binding.flushLocal();
    // B edits but does NOT flush; A's update arrives first.
    b.lib.drafts.update(b.lib.db, d.id, { caption: 'hello world!' });
    b.binding.applyRemote(Y.encodeStateAsUpdate(a.binding.doc));
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).caption).toBe('hello big world!');
    sync(a, b);
    expect(a.lib.drafts.getDraft(a.lib.db, d.id).caption).toBe('hello big world!');
  });
});

describe('updates out of order, deletions and edits crossing', () => {
  it('an update that arrives before the one it builds on waits, survives a restart, and lands when the first comes', () => {
    const a = laptop('ana');
    let b = laptop('bao');
    const updates: Uint8Array[] = [];
    a.binding.onLocalUpdate((u) => updates.push(u));
    const d = a.lib.drafts.create(a.lib.db, { caption: 'one' });
    a.binding.flushLocal();
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'one two' });
    a.binding.flushLocal();
    expect(updates).toHaveLength(2);
    expect(b.binding.applyRemote(updates[1] as Uint8Array)).toEqual({ drafts: [], campaigns: [], jobs: [], steps: [], comments: [] });
    expect(b.lib.drafts.count(b.lib.db, { workspaceId: b.ws })).toBe(0);
    b = restart(b);
    expect(b.binding.applyRemote(updates[0] as Uint8Array).drafts).toEqual([d.id]);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).caption).toBe('one two');
  });

  it('a draft deleted on one laptop while edited offline on the other stays deleted, with the edit kept inside it', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'to be dropped' });
    sync(a, b);
    a.lib.drafts.softDelete(a.lib.db, d.id);
    b.lib.drafts.update(b.lib.db, d.id, { caption: 'to be dropped? no, kept by Bao' });
    sync(a, b);
    for (const l of [a, b]) {
      const got = l.lib.drafts.getDraft(l.lib.db, d.id);
      expect(got.state).toBe('deleted');
      expect(got.caption).toBe('to be dropped? no, kept by Bao');
    }
    // Restoring it on B brings Bao's words back for both.
    b.lib.drafts.undoDelete(b.lib.db, d.id);
    sync(a, b);
    expect(a.lib.drafts.getDraft(a.lib.db, d.id).state).toBe('draft');
  });

  it("applyRemote says which drafts and campaigns it wrote (for the shells' change events)", () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'x' });
    const c = a.lib.campaigns.create(a.lib.db, { name: 'c', draftIds: [d.id] });
    a.binding.flushLocal();
    expect(b.binding.applyRemote(Y.encodeStateAsUpdate(a.binding.doc))).toEqual({ drafts: [d.id], campaigns: [c.id], jobs: [], steps: [], comments: [] });
  });
});

describe("a teammate's odd values", () => {
  it('are coerced to what the library accepts, never thrown: the draft still lands', () => {
    const b = laptop('bao');
    const other = new Y.Doc();
    const map = new Y.Map<unknown>();
    other.getMap('drafts').set('d-odd', map);
    const caption = new Y.Text();
    map.set('caption', caption);
    caption.insert(0, 'from a newer app');
    map.set('title', 42);
    map.set('platforms', 'instagram');
    map.set('fields', { first_comment: 'ok', not_a_field: 'dropped', reddit_title: 7 });
    map.set('scheduled_at', '2026-12-01T09:00');
    map.set('timezone', 'Mars/Olympus');
    map.set('add_to_queue', true);
    map.set('state', 'teleported');
    map.set('photos', [{ id: 'ph1', source: 'file', sha256: 'not-hex' }, { id: 'ph2', source: 'url' }, { id: 'ph3', source: 'url', url: 'https://x.example.com/a.png', width: -3 }]);
    map.set('tags', ['ok', 'bad|tag', '', 'ok']);
    map.set('captions', { x: { caption: 'c', title: 5 }, bad: 'nope' });
    b.binding.applyRemote(Y.encodeStateAsUpdate(other));
    const got = b.lib.drafts.getDraft(b.lib.db, 'd-odd');
    expect(got).toMatchObject({
      caption: 'from a newer app', title: '', platforms: [], fields: { first_comment: 'ok' }, scheduled_at: '2026-12-01T09:00', timezone: null,
      add_to_queue: false, state: 'draft', tags: ['ok'], captions: [{ channel: 'x', caption: 'c', title: null }],
    });
    expect(got.photos.map((p) => [p.id, p.url, p.width])).toEqual([['ph3', 'https://x.example.com/a.png', null]]);
  });
});

describe('leaving the team', () => {
  it("drops the old team's stored documents; the drafts stay and are no longer captured", () => {
    const a = laptop('ana');
    a.lib.drafts.create(a.lib.db, { caption: 'kept' });
    a.binding.flushLocal();
    a.binding.close();
    const count = (t: string): number => (a.lib.db.prepare(`SELECT count(*) n FROM ${t}`).get() as { n: number }).n;
    expect(count('team_updates')).toBeGreaterThan(0);
    expect(workspaces.setTeam(a.lib.db, a.ws, null).team).toBeNull();
    expect(count('team_updates')).toBe(0);
    expect(a.lib.drafts.count(a.lib.db, { workspaceId: a.ws })).toBe(1);
    a.lib.drafts.create(a.lib.db, { caption: 'alone again' });
    expect(outboxCount(a)).toBe(0);
    // Joining again shares both drafts anew.
    workspaces.setTeam(a.lib.db, a.ws, { url: 'https://team.example.com', id: 'team-9', member: 'ana', role: 'owner' });
    expect(outboxCount(a)).toBe(2);
  });
});

describe('local persistence', () => {
  it('edits flushed but never sent survive a restart; compaction keeps them and what was sent', () => {
    let a = laptop('ana', { compactAfter: 4 });
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'v0' });
    a.binding.flushLocal();
    a.binding.markSent();
    for (let i = 1; i <= 9; i += 1) {
      a.lib.drafts.update(a.lib.db, d.id, { caption: `v${i}` });
      a.binding.flushLocal();
    }
    const rows = (a.lib.db.prepare('SELECT count(*) n FROM team_updates').get() as { n: number }).n;
    expect(rows).toBeLessThanOrEqual(5);
    expect(a.binding.pending()).toBeGreaterThan(0);
    a = restart(a, { compactAfter: 4 });
    expect(a.binding.doc.getMap<Y.Map<Y.Text>>('drafts').get(d.id)?.get('caption')?.toString()).toBe('v9');
    expect(a.binding.history(d.id)).toHaveLength(10);
    expect(a.binding.pending()).toBeGreaterThan(0);
    a.binding.markSent();
    expect(a.binding.pending()).toBe(0);
    // B, which never saw anything, gets all of it from A's stored state.
    b.binding.applyRemote(Y.encodeStateAsUpdate(a.binding.doc));
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).caption).toBe('v9');
  });

  it('changes written while no binding is open are flushed at the next open', () => {
    let a = laptop('ana');
    a.binding.close();
    const d = a.lib.drafts.create(a.lib.db, { caption: 'typed with the binding closed' });
    a = restart(a);
    const seen: Uint8Array[] = [];
    a.binding.onLocalUpdate((u) => seen.push(u));
    expect(a.binding.flushLocal()).toBe(1);
    expect(seen).toHaveLength(1);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, seen[0] as Uint8Array);
    expect(copy.getMap<Y.Map<Y.Text>>('drafts').get(d.id)?.get('caption')?.toString()).toBe('typed with the binding closed');
  });
});

describe('change capture by triggers', () => {
  it('catches import, bulk create, photo meta, campaigns and their plans', async () => {
    const a = laptop('ana');
    const report = await a.lib.transfer.importText(a.lib.db, JSON.stringify([{ profile_id: 'p1', platforms: ['x'], caption: 'imported 1', tags: ['x'] }, { profile_id: 'p1', platforms: ['x'], caption: 'imported 2' }]), { format: 'json' });
    expect(report.imported).toBe(2);
    expect(outboxCount(a)).toBe(2);
    a.binding.flushLocal();
    expect(outboxCount(a)).toBe(0);
    const [id] = report.ids as [string];
    const photo = a.lib.drafts.update(a.lib.db, id, { photos: [{ path: '/p.jpg' }] }).photos[0];
    a.binding.flushLocal();
    a.lib.drafts.setPhotoMeta(a.lib.db, photo?.id ?? '', { sha256: SHA, width: 10 });
    expect(outboxCount(a)).toBe(1);
    a.binding.flushLocal();
    const docPhotos = readPhotos(a.binding.doc.getMap<Y.Map<unknown>>('drafts').get(id) as Y.Map<unknown>);
    expect(docPhotos[0]).toMatchObject({ sha256: SHA, width: 10 });
    const c = a.lib.campaigns.create(a.lib.db, { name: 'C', draftIds: report.ids });
    a.binding.flushLocal();
    campaignPlans.setPlan(a.lib.db, c.id, { intervalMinutes: 15 });
    expect(a.lib.db.prepare('SELECT entity, entity_id FROM team_outbox').all()).toEqual([{ entity: 'campaign', entity_id: c.id }]);
    a.binding.flushLocal();
    expect(JSON.parse(a.binding.doc.getMap<Y.Map<unknown>>('campaigns').get(c.id)?.get('plan') as string)).toMatchObject({ intervalMinutes: 15 });
    a.lib.tags.remove(a.lib.db, 'x', a.ws);
    expect(outboxCount(a)).toBe(1);
  });

  it('writes no outbox row for a workspace that is not a team workspace, and refuses a binding for it', () => {
    const a = laptop('ana');
    const solo = workspaces.add(a.lib.db, { name: 'Solo', hubUrl: 'https://hub.example.com' });
    const d = a.lib.drafts.create(a.lib.db, { caption: 'mine', tags: ['t'] }, { workspaceId: solo.id });
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'still mine', photos: ['https://x.example.com/a.png'] });
    a.lib.campaigns.create(a.lib.db, { name: 'c', draftIds: [d.id] }, { workspaceId: solo.id });
    a.lib.drafts.create(a.lib.db, { caption: 'sandbox' }, { workspaceId: 'sandbox' });
    expect(outboxCount(a)).toBe(0);
    const err = (() => {
      try {
        openTeamBinding(a.lib.db, { workspaceId: solo.id });
      } catch (e) {
        return e as TeamError;
      }
      throw new Error('no error');
    })();
    expect(err).toBeInstanceOf(TeamError);
    expect(err.code).toBe('not_a_team_workspace');
    // Leaving the team stops the capture.
    workspaces.setTeam(a.lib.db, a.ws, null);
    a.lib.drafts.create(a.lib.db, { caption: 'after leaving' }, { workspaceId: a.ws });
    expect(outboxCount(a)).toBe(0);
  });
});

describe('a corrupt update', () => {
  it('a projection that fails rolls SQLite back and restores the document: nothing half-applied, the local edit still waits', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'shared' });
    sync(a, b);
    b.lib.drafts.update(b.lib.db, d.id, { title: 'B title, not yet flushed' });
    a.lib.drafts.create(a.lib.db, { caption: 'new on A' });
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'shared, edited on A' });
    a.binding.flushLocal();
    const update = Y.encodeStateAsUpdate(a.binding.doc, Y.encodeStateVector(b.binding.doc));
    const before = Y.encodeStateAsUpdate(b.binding.doc);
    const sent: Uint8Array[] = [];
    b.binding.onLocalUpdate((u) => sent.push(u));
    b.lib.db.exec(`CREATE TEMP TRIGGER boom BEFORE INSERT ON drafts BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect(() => b.binding.applyRemote(update)).toThrow(/disk full/);
    expect(Y.encodeStateAsUpdate(b.binding.doc)).toEqual(before);
    expect(sent).toEqual([]); // the rolled-back flush's update was never handed out
    expect(b.lib.drafts.getDraft(b.lib.db, d.id)).toMatchObject({ caption: 'shared', title: 'B title, not yet flushed' });
    expect(outboxCount(b)).toBe(1);
    b.lib.db.exec('DROP TRIGGER boom');
    b.binding.applyRemote(update);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id)).toMatchObject({ caption: 'shared, edited on A', title: 'B title, not yet flushed' });
    expect(sent).toHaveLength(1);
    sync(a, b);
    expect(a.lib.drafts.getDraft(a.lib.db, d.id).title).toBe('B title, not yet flushed');
  });

  it('is refused with corrupt_update, and neither SQLite nor the document changes', () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'first' });
    sync(a, b);
    // B has a local edit waiting when the bad update comes.
    b.lib.drafts.update(b.lib.db, d.id, { caption: 'first, edited on B' });
    a.lib.drafts.update(a.lib.db, d.id, { caption: 'first, edited on A' });
    a.binding.flushLocal();
    const good = Y.encodeStateAsUpdate(a.binding.doc, Y.encodeStateVector(b.binding.doc));
    const before = Y.encodeStateAsUpdate(b.binding.doc);
    const stored = (b.lib.db.prepare('SELECT count(*) n FROM team_updates').get() as { n: number }).n;
    for (const bad of [good.slice(0, good.length - 3), Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), new Uint8Array(0)]) {
      let caught: unknown;
      try {
        b.binding.applyRemote(bad);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(TeamError);
      expect((caught as TeamError).code).toBe('corrupt_update');
    }
    expect(Y.encodeStateAsUpdate(b.binding.doc)).toEqual(before);
    expect((b.lib.db.prepare('SELECT count(*) n FROM team_updates').get() as { n: number }).n).toBe(stored);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).caption).toBe('first, edited on B');
    expect(outboxCount(b)).toBe(1);
    // The good one still goes through afterwards.
    b.binding.applyRemote(good);
    expect(b.lib.drafts.getDraft(b.lib.db, d.id).caption).toContain('edited on');
  });
});

describe('the outcomes document', () => {
  const job = (l: Laptop, id: string, draftId: string): NewJob => ({
    id, batchId: null, draftId, workspaceId: l.ws, idempotencyKey: `key-${id}`, reason: 'publish', parentJobId: null,
    platforms: ['x'], fields: { profile_id: 'p1', platforms: ['x'], caption: 'hi' }, photos: [], contentType: 'application/json',
    body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
  });
  const outcomesSync = (a: Laptop, b: Laptop): void => {
    a.binding.flushLocal();
    b.binding.flushLocal();
    b.binding.applyRemote(Y.encodeStateAsUpdate(a.binding.outcomesDoc, Y.encodeStateVector(b.binding.outcomesDoc)), 'outcomes');
    a.binding.applyRemote(Y.encodeStateAsUpdate(b.binding.outcomesDoc, Y.encodeStateVector(a.binding.outcomesDoc)), 'outcomes');
  };

  it("shares each laptop's own job outcomes; a teammate's land in team_outcomes, never in publish_jobs", () => {
    const a = laptop('ana');
    const b = laptop('bao');
    const d = a.lib.drafts.create(a.lib.db, { caption: 'sent from A', platforms: ['x'], profile_id: 'p1' });
    sync(a, b);
    publishJobs.insertJobs(a.lib.db, [{ job: job(a, 'job-a1', d.id) }], { now: Date.parse('2026-11-20T09:00:00Z'), durable: 'caller' });
    const sent: string[] = [];
    a.binding.onLocalUpdate(() => sent.push('library'));
    a.binding.onLocalUpdate(() => sent.push('outcomes'), 'outcomes');
    outcomesSync(a, b);
    expect(sent).toEqual(['outcomes']);
    expect(b.lib.db.prepare('SELECT count(*) n FROM publish_jobs').get()).toEqual({ n: 0 });
    expect(teamRows.teamOutcomes(b.lib.db, b.ws, [d.id])).toEqual([expect.objectContaining({ job_id: 'job-a1', draft_id: d.id, idempotency_key: 'key-job-a1', state: 'prepared', member: 'ana', outcomes: null })]);
    const outcome = { channel: 'x', success: true, url: 'https://x.com/p/1', code: null, message: null, messageVi: null };
    publishJobs.updateJob(a.lib.db, 'job-a1', { state: 'done', hubStatus: 'published', outcomes: [outcome] as never }, { event: { at: Date.parse('2026-11-20T09:01:00Z'), type: 'answer', state: 'done' } });
    outcomesSync(a, b);
    const theirs = teamRows.teamOutcomes(b.lib.db, b.ws);
    expect(theirs).toEqual([expect.objectContaining({ job_id: 'job-a1', state: 'done', hub_status: 'published', outcomes: [outcome], platforms: ['x'], created_at: Date.parse('2026-11-20T09:00:00Z') })]);
    // B tells the post's state from A's job as the publisher reads its own.
    expect(postState(theirs.map(teamRows.outcomeAsJob))).toMatchObject({ state: 'published', published: 1, total: 1 });
    // A keeps its own job in publish_jobs only.
    expect(teamRows.teamOutcomes(a.lib.db, a.ws)).toEqual([]);
    expect(a.binding.pending('outcomes')).toBeGreaterThan(0);
    a.binding.markSent();
    expect(a.binding.pending('outcomes')).toBeGreaterThan(0); // the library's acknowledgement is not the outcomes'
    a.binding.markSent('outcomes');
    expect(a.binding.pending('outcomes')).toBe(0);
  });

  it("keeps a teammate's job even for a draft this laptop lacks, and refuses a document the binding does not hold", () => {
    const a = laptop('ana');
    const b = laptop('bao');
    publishJobs.insertJobs(a.lib.db, [{ job: job(a, 'job-a2', 'no-such-draft') }], { now: 1, durable: 'caller' });
    a.binding.flushLocal();
    const update = Y.encodeStateAsUpdate(a.binding.outcomesDoc);
    b.binding.applyRemote(update, 'outcomes');
    expect(teamRows.teamOutcomes(b.lib.db, b.ws).map((o) => o.job_id)).toEqual(['job-a2']);
    expect(() => b.binding.applyRemote(update, 'nonsense' as never)).toThrow(TeamError);
  });
});
