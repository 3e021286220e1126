import { libraryDrafts } from '../../publisher';
import type { HubClient } from '../../hub';
import type { BrandNamesDto, KeyStatusDto, ProfileDto, MusicTrackDto, WorkspaceDto } from '../contract';
import { brandNames } from '../../library';
import { readPin } from './hub';
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

/** Names of pinned Pages and organisations by pin field, then by id (kept with the cached profile). */
type PinNames = Partial<Record<'facebook_page_id' | 'target_linkedin_page_id', Record<string, string>>>;
const PIN_NAME_CALLS = [
  ['facebook_page_id', 'facebook', (c: HubClient, p: string) => c.getFacebookPagePin(p)],
  ['target_linkedin_page_id', 'linkedin', (c: HubClient, p: string) => c.getLinkedinOrgPin(p)],
] as const;
const contractField = (c: HubClient, field: (typeof PIN_NAME_CALLS)[number][0]): string =>
  field === 'facebook_page_id' ? c.contract.pinFields.facebookPage : c.contract.pinFields.linkedinOrg;

function pinNamesOf(data: Record<string, unknown>): PinNames {
  const v = data.pinNames;
  return typeof v === 'object' && v !== null ? (v as PinNames) : {};
}

/** Profiles, boards, locations and the music chart: read from the Hub into the library's cache, served from the cache offline. */
export function profileHandlers(s: Services) {
  const db = s.library.db;
  const cache = s.library.cache;
  const fromCache = (): ProfileDto[] => {
    const ws = s.currentWorkspace().id;
    const drafts = libraryDrafts(s.library, ws);
    return cache.profiles(db, ws).map((p) => {
      const pins = drafts.pins?.(p.profile_id) ?? {};
      const locations = cache.locations(db, ws, p.profile_id);
      const named = pinNamesOf(p.data);
      return {
        profile_id: p.profile_id,
        name: p.name,
        connections: cache.connections(db, ws, p.profile_id).map((c) => ({ platform: c.platform, name: c.name })),
        pins: {
          facebook_page_id: pins.facebook_page_id ?? null,
          target_linkedin_page_id: pins.target_linkedin_page_id ?? null,
          gmb_location_id: pins.gmb_location_id ?? null,
        },
        // Names to show the pins by: the Page's and organisation's from their pin answers, the location's from the locations list.
        pinNames: {
          facebook_page_id: pins.facebook_page_id ? named.facebook_page_id?.[pins.facebook_page_id] ?? null : null,
          target_linkedin_page_id: pins.target_linkedin_page_id ? named.target_linkedin_page_id?.[pins.target_linkedin_page_id] ?? null : null,
          gmb_location_id: locations.find((l) => l.id === pins.gmb_location_id)?.name ?? null,
        },
        boards: cache.boards(db, ws, p.profile_id).map((b) => ({ id: b.id, name: b.name })),
        locations: locations.map((l) => ({ id: l.id, name: l.name })),
        cachedAt: p.fetchedAt,
      };
    });
  };
  /** Names resolved at this computer's last read of the profiles, per workspace (the note said once). */
  const resolvedAt = new Map<string, BrandNamesDto['resolved']>();
  return {
    'brands.names': (): BrandNamesDto => {
      const ws = s.currentWorkspace().id;
      const now = brandNames.brandNames(db, ws);
      const read = cache.profiles(db, ws).map((p) => p.fetchedAt).sort().at(-1) ?? null;
      return { resolved: resolvedAt.get(ws) ?? [], unresolved: now.unresolved, profilesReadAt: read, canResolve: brandNames.mayResolveBrands(db, ws) };
    },
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
        // The profiles answer pins by id only: a pinned Page's or organisation's name comes from its pin answer.
        const pinNames: PinNames = {};
        await Promise.all(PIN_NAME_CALLS.map(async ([field, channel, get]) => {
          const id = str((p.pins ?? {})[contractField(client, field)]);
          if (!id || !linked.has(channel)) return;
          const pin = await get(client, p.profile_id).then(readPin, () => null);
          if (pin?.id === id && pin.name && pin.name !== id) pinNames[field] = { [id]: pin.name };
        }));
        return { p, boards, locations, pinNames };
      }));
      const contract = client.contract;
      s.library.db.transaction(() => {
        cache.putProfiles(db, workspace.id, extras.map(({ p, pinNames }) => ({ profile_id: p.profile_id, name: p.name ?? '', connections: p.connections.map((c) => ({ platform: c.platform, name: c.name ?? '' })), pinNames })));
        for (const { p, boards, locations } of extras) {
          const pins = p.pins ?? {};
          cache.putPin(db, workspace.id, p.profile_id, 'facebook', str(pins[contract.pinFields.facebookPage]));
          cache.putPin(db, workspace.id, p.profile_id, 'linkedin', str(pins[contract.pinFields.linkedinOrg]));
          cache.putPin(db, workspace.id, p.profile_id, 'google_business', str(pins[contract.pinFields.location]));
          cache.putBoards(db, workspace.id, p.profile_id, boards.map((b) => ({ id: b.id, name: b.name ?? '' })));
          cache.putLocations(db, workspace.id, p.profile_id, locations.map((l) => ({ id: l.id, name: l.name ?? '' })));
        }
      })();
      // w27brand (walk 23): brands imported by name before the profiles were read are checked now: a name matching one
      // profile becomes its id (a library write: editors and up; a viewer's laptop only shows the brand), the others stay named.
      const resolved = brandNames.resolveBrandNames(db, workspace.id).resolved;
      resolvedAt.set(workspace.id, resolved);
      // w31paging: the drafts whose brand became its id changed: every screen reads them again (no ids: any number of them).
      if (resolved.length > 0) s.events.emit('library.changed', { draftIds: [], reason: 'updated' });
      const fresh = fromCache();
      // Every window follows the profiles (issue 32): an account linked in one shows in the others at once.
      s.events.emit('profiles', fresh);
      return fresh;
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
