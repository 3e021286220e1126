import { PostroomError } from '../common';

/**
 * Why one photo could not be used. Each failure is per file: the other photos of
 * the post are still fitted and nothing else is lost.
 */
export type MediaErrorCode =
  | 'empty' //            zero-byte file or buffer
  | 'not_an_image' //     the content is no image format at all (text, a document…), whatever the file is named
  | 'too_large' //        the source file is over the cap on source bytes (checked before it is read)
  | 'unreadable' //       the file could not be read (missing, permission)
  | 'unsupported_format' // not an image format we read (or one this sharp build cannot decode)
  | 'corrupt' //          the decoder refused the data, warned about it, or it does not fill the size its header claims
  | 'truncated' //        the data ends early
  | 'too_many_pixels' //  over the pixel-count limit (decompression-bomb guard)
  | 'animated' //         more than one frame/page: a photo post takes stills
  | 'invalid_url' //      a photo URL that is not a valid https:// link
  | 'no_source' //        a PhotoInput with neither path, bytes nor url
  | 'cannot_fit' //       the local photos cannot fit the budget even at the floor
  | 'aborted'; //         the caller's AbortSignal fired

export class MediaError extends PostroomError<MediaErrorCode> {
  override readonly name = 'MediaError';
  /** The PhotoInput id this error is about (null for a post-wide error such as cannot_fit). */
  readonly photoId: string | null;
  constructor(code: MediaErrorCode, photoId: string | null, message: string, details?: Record<string, unknown>, cause?: unknown) {
    super(code, message, { ...(details === undefined ? {} : { details: { ...details, photoId } }), ...(cause === undefined ? {} : { cause }) });
    this.photoId = photoId;
  }
}
