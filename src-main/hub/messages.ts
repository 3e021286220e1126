import { DEFAULT_CONTRACT } from './contract';

/**
 * Splits a channel's refusal message at the translation marker (hub-api 7, contract
 * `translationMarker`, `· Tạm dịch:`): the channel's own wording before it, the Vietnamese
 * rendering after it. Both are kept; a message without the marker is own words only.
 * Pure; never throws.
 */
export function splitChannelMessage(message: string, marker: string = DEFAULT_CONTRACT.translationMarker): { own: string; vietnamese: string | null } {
  const text = typeof message === 'string' ? message : String(message);
  const at = marker.length > 0 ? text.indexOf(marker) : -1;
  if (at < 0) return { own: text.trim(), vietnamese: null };
  const own = text.slice(0, at).trim();
  const vietnamese = text.slice(at + marker.length).trim();
  return { own, vietnamese: vietnamese.length > 0 ? vietnamese : null };
}
