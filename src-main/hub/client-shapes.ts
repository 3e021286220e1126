/**
 * The Hub's answer shapes (contract "Paths and parameters") as the client reads them, and the inputs of its query
 * methods (split from client.ts: the shapes here, the calls there; no change in behaviour).
 */
import { z } from 'zod';

// ---- Answer shapes (contract "Paths and parameters"), read tolerantly: extra fields are kept. ----

const str = z.string();
const idLike = z.union([z.string(), z.number()]).transform(String);

export const ConnectionSchema = z.looseObject({ platform: str, name: str.nullish() });
export const ProfileSchema = z.looseObject({
  profile_id: str,
  name: str.nullish(),
  connections: z.array(ConnectionSchema).nullish().transform((v) => v ?? []),
  pins: z.record(str, z.unknown()).nullish(),
});
export const ProfilesSchema = z.looseObject({ profiles: z.array(ProfileSchema) });
export const UsageSchema = z.looseObject({
  plan: z.looseObject({ name: str.nullish(), active: z.boolean().nullish(), expires_at: str.nullish() }).nullish(),
  allowances: z.record(str, z.unknown()).nullish(),
  used: z.record(str, z.unknown()).nullish(),
});
export const ConnectLinkSchema = z.looseObject({ url: str, token: str, expires_at: str.nullish() });
export const EnvelopeSchema = z.looseObject({ profile_id: str.nullish() });
export const NamedSchema = z.looseObject({ id: idLike, name: str.nullish() });
export const BoardsSchema = z.looseObject({ profile_id: str.nullish(), boards: z.array(NamedSchema) });
export const LocationsSchema = z.looseObject({ profile_id: str.nullish(), locations: z.array(NamedSchema) });
export const TrackSchema = z.looseObject({ id: idLike, title: str.nullish(), artist: str.nullish(), rank: z.number().nullish() });
export const TracksSchema = z.looseObject({ profile_id: str.nullish(), tracks: z.array(TrackSchema) });
export const AudienceSchema = z.looseObject({ profile_id: str.nullish(), platform: str.nullish(), followers: z.number().nullish(), online_by_hour: z.array(z.number()).nullish() });
export const SlotSchema = z.looseObject({ weekday: z.number(), time: str });
export const QueueSettingsSchema = z.looseObject({
  profile_id: str.nullish(),
  settings: z.looseObject({ timezone: str.nullish(), slots: z.array(SlotSchema).nullish() }).nullish(),
});
export const MonitorSchema = z.looseObject({ id: idLike.optional() });
export const MonitorsSchema = z.looseObject({ profile_id: str.nullish(), monitors: z.array(MonitorSchema) });
export const MonitorOneSchema = z.looseObject({ profile_id: str.nullish(), monitor: MonitorSchema });

export type HubProfiles = z.infer<typeof ProfilesSchema>;
export type HubProfile = z.infer<typeof ProfileSchema>;
export type HubUsage = z.infer<typeof UsageSchema>;
export type HubConnectLink = z.infer<typeof ConnectLinkSchema>;
/** The envelope of hub-api part 2: `profile_id` plus a payload the reference does not show. */
export type HubEnvelope = z.infer<typeof EnvelopeSchema>;
export type HubBoards = z.infer<typeof BoardsSchema>;
export type HubLocations = z.infer<typeof LocationsSchema>;
export type HubTracks = z.infer<typeof TracksSchema>;
export type HubAudience = z.infer<typeof AudienceSchema>;
export type HubQueueSettings = z.infer<typeof QueueSettingsSchema>;
export type HubMonitors = z.infer<typeof MonitorsSchema>;
export type HubMonitorOne = z.infer<typeof MonitorOneSchema>;

export interface MusicQuery {
  profile_id: string;
  country_code?: string;
  genre?: string;
  date_range?: '1DAY' | '7DAY' | '30DAY' | '90DAY';
  limit?: number;
}

export interface MonitorInput {
  profile_id: string;
  post_url: string;
  reply_message: string;
  trigger_keywords: string[];
  monitoring_interval: number;
}
