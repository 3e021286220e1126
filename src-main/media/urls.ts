import { MediaError } from './errors';

/**
 * `photo_urls` rules (hub-api 4.10): only valid `https://` links, which the Hub downloads
 * server-side and which do not count against the body cap. Anything else is refused here,
 * before sending (the Hub would answer 400 invalid_request).
 */
export function checkPhotoUrl(id: string, url: string): { ok: true; url: string } | { ok: false; error: MediaError } {
  const bad = (why: string) => ({ ok: false as const, error: new MediaError('invalid_url', id, `photo ${id}: ${why}`, { url }) });
  if (typeof url !== 'string' || url.trim() === '') return bad('the URL is empty');
  if (url !== url.trim() || /\s/.test(url)) return bad('the URL contains spaces');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return bad(`"${url}" is not a valid URL`);
  }
  if (parsed.protocol !== 'https:') return bad(`only https:// links can be sent as photo URLs, not ${parsed.protocol}//`);
  if (!parsed.hostname.includes('.') && !parsed.hostname.startsWith('[')) return bad(`"${parsed.hostname}" is not a public host name`);
  if (parsed.username !== '' || parsed.password !== '') return bad('the URL carries a user name or password');
  return { ok: true, url: parsed.href };
}
