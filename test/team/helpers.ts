import sharp from 'sharp';
import { join } from 'node:path';
import { cache, campaigns, drafts, workspaces, type WritableDB } from '../../src-main/library';

/** Captions are hostile: markup, quotes, a closing script tag, right-to-left text, emoji. */
export const HOSTILE = `<script>alert("x")</script> "quoted" 'single' </script><!-- & <img src=x onerror=alert(1)> مرحبا بالعالم 👩‍👩‍👧 ✨`;

export async function campaignWithPosts(dir: string, db: WritableDB) {
  cache.putProfiles(db, workspaces.getCurrent(db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] }]);
  const photo = join(dir, 'p.jpg');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c84' } }).jpeg().toFile(photo);
  const a = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram', 'linkedin'], caption: HOSTILE, title: 'T"itle<', photos: [photo], scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh', captions: { linkedin: { caption: 'LinkedIn only: chào 🎉' } }, fields: { first_comment: 'link <b>in</b> bio' } });
  const b = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Second post', photos: ['https://cdn.example.com/b.jpg'], add_to_queue: true });
  const c = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Third post' });
  const camp = campaigns.create(db, { name: 'Tết <2027> "launch"', draftIds: [a.id, b.id, c.id] });
  return { a, b, c, camp };
}

