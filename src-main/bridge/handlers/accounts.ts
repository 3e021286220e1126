import { libraryDrafts } from '../../publisher';
import type { KeyStatusDto, ProfileDto, MusicTrackDto, WorkspaceDto } from '../contract';
import type { Services } from '../services';

/** Workspaces and keys: the key itself never leaves the secrets area; answers carry its last four characters at most. */
export function accountHandlers(s: Services, onWorkspaceChanged: () => void) {
  const { keys, workspaces } = s.secrets;
  /** After a switch or a key change: a new publisher, the renderer told, the Hub asked again. */
  const changed = async (): Promise<WorkspaceDto> => {
    onWorkspaceChanged();
    const w = await workspaces.current();
    s.events.emit('workspace', w);
    void s.checkConnectivity();
    return w;
  };
  return {
    'workspaces.list': async (): Promise<WorkspaceDto[]> => (await workspaces.list()).workspaces,
    'workspaces.add': async (input: { name: string; hubUrl: string }): Promise<WorkspaceDto> => workspaces.add(input),
    'workspaces.use': async (input: { name: string }): Promise<WorkspaceDto> => {
      await workspaces.use(input.name);
      return changed();
    },
    'key.status': async (): Promise<KeyStatusDto> => keys.status(),
    'key.set': async (input: { key: string; allowUnverified?: boolean | undefined }): Promise<KeyStatusDto> => {
      const r = await keys.setKey({ key: input.key, allowUnverified: input.allowUnverified === true });
      await changed();
      return r.key;
    },
    'key.clear': async (): Promise<KeyStatusDto> => {
      await keys.clearKey();
      return (await changed()).key;
    },
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** Profiles, boards, locations and the music chart: read from the Hub into the library's cache, served from the cache offline. */
export function profileHandlers(s: Services) {
  const db = s.library.db;
  const cache = s.library.cache;
  const fromCache = (): ProfileDto[] => {
    const ws = s.currentWorkspace().id;
    const drafts = libraryDrafts(s.library, ws);
    return cache.profiles(db, ws).map((p) => {
      const pins = drafts.pins?.(p.profile_id) ?? {};
      return {
        profile_id: p.profile_id,
        name: p.name,
        connections: cache.connections(db, ws, p.profile_id).map((c) => ({ platform: c.platform, name: c.name })),
        pins: {
          facebook_page_id: pins.facebook_page_id ?? null,
          target_linkedin_page_id: pins.target_linkedin_page_id ?? null,
          gmb_location_id: pins.gmb_location_id ?? null,
        },
        boards: cache.boards(db, ws, p.profile_id).map((b) => ({ id: b.id, name: b.name })),
        locations: cache.locations(db, ws, p.profile_id).map((l) => ({ id: l.id, name: l.name })),
        cachedAt: p.fetchedAt,
      };
    });
  };
  return {
    'profiles.list': (): ProfileDto[] => fromCache(),
    'profiles.refresh': async (): Promise<ProfileDto[]> => {
      const { client, workspace } = await s.hub();
      const { profiles } = await client.profiles();
      const extras = await Promise.all(profiles.map(async (p) => {
        const linked = new Set(p.connections.map((c) => c.platform));
        const [boards, locations] = await Promise.all([
          linked.has('pinterest') ? client.pinterestBoards(p.profile_id).then((b) => b.boards) : Promise.resolve([]),
          linked.has('google_business') ? client.locations(p.profile_id).then((l) => l.locations) : Promise.resolve([]),
        ]);
        return { p, boards, locations };
      }));
      const contract = client.contract;
      s.library.db.transaction(() => {
        cache.putProfiles(db, workspace.id, profiles.map((p) => ({ profile_id: p.profile_id, name: p.name ?? '', connections: p.connections.map((c) => ({ platform: c.platform, name: c.name ?? '' })) })));
        for (const { p, boards, locations } of extras) {
          const pins = p.pins ?? {};
          cache.putPin(db, workspace.id, p.profile_id, 'facebook', str(pins[contract.pinFields.facebookPage]));
          cache.putPin(db, workspace.id, p.profile_id, 'linkedin', str(pins[contract.pinFields.linkedinOrg]));
          cache.putPin(db, workspace.id, p.profile_id, 'google_business', str(pins[contract.pinFields.location]));
          cache.putBoards(db, workspace.id, p.profile_id, boards.map((b) => ({ id: b.id, name: b.name ?? '' })));
          cache.putLocations(db, workspace.id, p.profile_id, locations.map((l) => ({ id: l.id, name: l.name ?? '' })));
        }
      })();
      return fromCache();
    },
    'music.trending': async (input: { profile_id: string }): Promise<MusicTrackDto[]> => {
      const ws = s.currentWorkspace().id;
      try {
        const { client } = await s.hub();
        const { tracks } = await client.musicTrending({ profile_id: input.profile_id });
        cache.putMusic(db, ws, input.profile_id, '', tracks.map((t) => ({ id: t.id, title: t.title ?? '', artist: t.artist ?? '', rank: t.rank ?? null })));
      } catch {
        // Offline or refused: the cached chart (possibly empty) is still the best answer for drafting.
      }
      return cache.music(db, ws, input.profile_id).map((t) => ({ id: t.id, title: t.title, artist: t.artist, rank: t.rank ?? 0 }));
    },
  };
}
