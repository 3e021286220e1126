/**
 * Size of the multipart framing around the photos: text fields, part headers, boundaries.
 * The hub area's `multipartOverhead` is the exact figure (it builds the same bytes as
 * `buildPublishBody`); this module is the one place media asks for it.
 */
import { buildPublishBody, multipartOverhead, type PublishFields } from '../hub';

export interface PartName {
  filename: string;
  contentType: string;
}

/**
 * Exact bytes of the publish body minus the photo bytes themselves (a JSON body when there are
 * no photos). Throws the hub's InvalidInputError for fields no Hub would accept (no profile_id…).
 */
export function framingBytes(fields: PublishFields, photos: readonly PartName[]): number {
  return photos.length === 0 ? buildPublishBody({ fields, photos: [] }).size : multipartOverhead(fields, photos);
}
