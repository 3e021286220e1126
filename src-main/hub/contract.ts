/**
 * The Hub contract: every assumption `shared/spec/hub-contract.md` makes about the
 * points the Hub reference leaves "not shown" (paths, field names, shapes, caps).
 * This is the ONE module that holds them. Each is overridable from settings with
 * `resolveContract(overrides)`, so correcting one against the real Hub is a
 * one-line change. Nothing else in Postroom spells a Hub path or field name.
 */

export interface HubContract {
  /** Request-body cap of the publish call, multipart framing included (hub-api 8; contract "Shapes"). */
  bodyCapBytes: number;
  /** Abbreviated prefix of business-location routes and fields (`<BIZ_ABBR>`). */
  bizAbbr: string;
  /** Marker that separates a channel's own words from the Vietnamese rendering (hub-api 7). */
  translationMarker: string;
  idempotencyHeader: string;
  /** Multipart field name of uploaded files (repeated). */
  photosField: string;
  paths: {
    publishPhoto: string;
    postStatus: string;
    profiles: string;
    usage: string;
    connectStart: string;
    /** `{token}` is replaced. */
    connectLink: string;
    /** `{channel}` is replaced. */
    connectByCredentials: string;
    facebookPagePin: string;
    linkedinOrgPin: string;
    locationPin: string;
    pinterestBoards: string;
    locations: string;
    musicTrending: string;
    musicSearch: string;
    audience: string;
    queueSettings: string;
    monitors: string;
    /** `{id}` is replaced. */
    monitor: string;
  };
  /** Query parameter naming the channel on the audience route (hub-api 4.8: "not shown"). */
  audienceChannelParam: string;
  /**
   * Query parameter of `GET /v1/posts/status` that names a post by its Idempotency-Key. After 502
   * upstream_timeout the client holds no request_id or job_id, yet hub-api 7 says to read the status
   * first: the key is the one id it has. An assumption (the parameters are "not shown").
   */
  statusKeyParam: string;
  /** Field names of a publish body that carry a page / organisation / location pin target. */
  pinFields: { facebookPage: string; linkedinOrg: string; location: string; locationAlt: string };
}

export const DEFAULT_CONTRACT: HubContract = Object.freeze({
  bodyCapBytes: 4_500_000,
  bizAbbr: 'gmb',
  translationMarker: '· Tạm dịch:',
  idempotencyHeader: 'Idempotency-Key',
  photosField: 'photos',
  paths: Object.freeze({
    publishPhoto: '/v1/posts/photo',
    postStatus: '/v1/posts/status',
    profiles: '/v1/profiles',
    usage: '/v1/usage',
    connectStart: '/v1/connections/start',
    connectLink: '/v1/connections/start/{token}',
    connectByCredentials: '/v1/connections/{channel}',
    facebookPagePin: '/v1/connections/facebook/page',
    linkedinOrgPin: '/v1/connections/linkedin/page',
    locationPin: '/v1/gmb/locations/default',
    pinterestBoards: '/v1/connections/pinterest/boards',
    locations: '/v1/gmb/locations',
    musicTrending: '/v1/tiktok/music/trending',
    musicSearch: '/v1/tiktok/music/search',
    audience: '/v1/analytics/audience',
    queueSettings: '/v1/queue/settings',
    monitors: '/v1/autodm/monitors',
    monitor: '/v1/autodm/monitors/{id}',
  }),
  audienceChannelParam: 'platform',
  statusKeyParam: 'idempotency_key',
  pinFields: Object.freeze({
    facebookPage: 'facebook_page_id',
    linkedinOrg: 'target_linkedin_page_id',
    location: 'gmb_location_id',
    locationAlt: 'location_id',
  }),
}) as HubContract;

export type ContractOverrides = Partial<Omit<HubContract, 'paths' | 'pinFields'>> & {
  paths?: Partial<HubContract['paths']>;
  pinFields?: Partial<HubContract['pinFields']>;
};

/** The default contract with settings' overrides applied (shallow per group). */
export function resolveContract(overrides: ContractOverrides = {}): HubContract {
  return {
    ...DEFAULT_CONTRACT,
    ...overrides,
    paths: { ...DEFAULT_CONTRACT.paths, ...overrides.paths },
    pinFields: { ...DEFAULT_CONTRACT.pinFields, ...overrides.pinFields },
  };
}

/** Fills `{name}` placeholders of a contract path; values are URI-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`path ${template} needs {${name}}`);
    return encodeURIComponent(v);
  });
}
