/**
 * Walk 38 (2), walk 40a (3): the comment an approver's confirm over an open change request leaves in the post's history,
 * said by each reader's app in its own language, the request's time in the reader's zone with its offset named (the
 * bridge's review.comments `overRequest`, the core's request). The stored text is the core's English line (the CLI's).
 */
import { shorten } from './captions';
import type { ReviewOpenRequestDto } from '../../../src-main/bridge/contract';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** "29 Nov 2026, 08:41 GMT+7": a time any reader places, in the writer's zone with its offset. */
export const zonedTime = (iso: string, locale: string | null | undefined): string =>
  new Date(iso).toLocaleString(locale ?? undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

export function overRequestComment(request: ReviewOpenRequestDto, t: T, locale: string | null | undefined): string {
  const date = zonedTime(request.at, locale);
  return request.comment
    ? t('clientchange.historyComment', { values: { asker: request.by, date, comment: shorten(request.comment, 200) } })
    : t('clientchange.historyCommentNone', { values: { asker: request.by, date } });
}
