import { DEFAULT_CONTRACT } from '../hub';
import { describeError } from '../common';
import { HubRefusal, invalid } from './errors';
import { EDGE_413_BODY, readBodyCapped } from './body';
import { envelopeText, sendJson, sendRefusal } from './http';
import { channelOutcomes, publishResult } from './outcomes';
import { parsePublishBody, planPublish } from './publish';
import { newId, type Route, type RouteCtx } from './server';
import type { PostRow } from './db';

const KEY_RE = /^[\x21-\x7e]{1,255}$/;

/**
 * POST /v1/posts/photo (hub-api 4.10, part 3). Order: body cap while reading (plain 413),
 * parse (400), idempotency key (409 / replay), faults, every Hub check, publish. A key is
 * closed by a 200 answer or by upstream_timeout; any other refusal releases it.
 */
export const publishRoute: Route = {
  method: 'POST',
  path: DEFAULT_CONTRACT.paths.publishPhoto,
  raw: true,
  async handle(ctx: RouteCtx) {
    const { sb, req, res, account } = ctx;
    const read = await readBodyCapped(req, sb.contract.bodyCapBytes);
    if (read.kind === 'too_large') {
      res.writeHead(413, { 'Content-Type': 'text/html' });
      res.end(EDGE_413_BODY);
      return;
    }
    const input = await parsePublishBody(read.body, req.headers['content-type'], sb.contract);

    const rawKey = req.headers[sb.contract.idempotencyHeader.toLowerCase()];
    let key: string | null = null;
    if (rawKey !== undefined) {
      if (Array.isArray(rawKey) || !KEY_RE.test(rawKey)) throw invalid(`${sb.contract.idempotencyHeader} must be one value of 1 to 255 visible ASCII characters`);
      key = rawKey;
      const row = sb.s.key.get(account.id, key);
      if (row) {
        if (row.hash !== input.hash) throw new HubRefusal('idempotency_conflict', `The ${sb.contract.idempotencyHeader} was already used for a request with different parameters. Use a new key, or send a body matching the first.`);
        if (row.state === 'running') throw new HubRefusal('idempotency_in_progress', 'A call with this key is still running. Wait, then retry the same request with the same key.');
        const text = row.answer ?? '{}';
        res.writeHead(row.http_status ?? 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Idempotent-Replayed': 'true' });
        res.end(text);
        return;
      }
      sb.s.insertKey.run(account.id, key, input.hash, sb.clock.now());
    }

    const release = (): void => {
      if (key !== null) sb.s.releaseKey.run(account.id, key);
    };
    try {
      const dice = sb.dice;
      const roll = {
        latency: dice.latency(),
        dropBefore: dice.roll('drop_before'),
        rateLimited: dice.roll('rate_limited'),
        internal: dice.roll('internal_error'),
        upstream: dice.roll('upstream_error'),
        pinUnverified: dice.roll('page_pin_unverified'),
        timeout: dice.roll('upstream_timeout'),
        // Drawn only where configured, so the seeded draws of every other fault replay as before.
        timeoutLost: dice.cfg.upstream_timeout_lost > 0 && dice.roll('upstream_timeout_lost'),
        dropAfter: dice.roll('drop_after'),
        slow: dice.roll('slow_processing'),
        instant: dice.roll('instant'),
      };
      if (roll.latency > 0) await new Promise((r) => setTimeout(r, roll.latency));
      if (sb.hold) await sb.hold;
      if (roll.dropBefore) {
        release();
        req.socket.destroy();
        return;
      }
      if (roll.rateLimited) throw new HubRefusal('rate_limited', 'The target channel rate-limited the call. Wait and retry.', { retryAfterSeconds: 3 });
      if (roll.internal) throw new HubRefusal('internal_error', 'An unexpected error occurred inside the service. Retry with backoff.');
      if (roll.upstream) throw new HubRefusal('upstream_error', 'The publishing backend failed (network error). Nothing was published; retrying with the same Idempotency-Key is safe.');

      const now = sb.clock.now();
      const plan = planPublish(input, { s: sb.s, account, now, features: sb.features(account) }, sb.contract);
      if (plan.usedPin && roll.pinUnverified) {
        throw new HubRefusal('page_pin_unverified', "The profile's pinned page could not be read, so it is unknown whether the post would be redirected. Nothing was published; retry later or drop the field.");
      }
      const cfg = dice.cfg;
      const processing = cfg.processing_ms === 0 || roll.instant ? 0 : roll.slow ? cfg.slow_processing_ms : cfg.processing_ms;
      const requestId = newId('req');
      const sched = plan.scheduling;
      const runAt = sched.kind === 'now' ? now : sched.at;
      const post: PostRow = {
        request_id: requestId,
        job_id: sched.kind === 'now' ? null : newId('job'),
        account_id: account.id,
        profile_id: plan.profile.id,
        platforms: JSON.stringify(plan.platforms),
        caption: plan.caption,
        title: plan.title,
        fields: JSON.stringify(plan.stored),
        photo_count: plan.photoCount,
        idempotency_key: key,
        created_at: now,
        scheduled: sched.kind === 'now' ? 0 : sched.kind === 'scheduled' ? 1 : 2,
        run_at: runAt,
        done_at: runAt + processing,
        results: JSON.stringify(channelOutcomes(plan, dice, requestId)),
      };
      const timedOut = new HubRefusal('upstream_timeout', 'The publish took longer than the Hub waits. The outcome is unknown and the post may be live. Do not retry blind: check the post status or the channel, and resend only with a NEW key.');
      if (roll.timeoutLost) {
        // The same answer, and the key closed on it, but no post: the channel never took it.
        if (key !== null) sb.s.closeKey.run(timedOut.status, envelopeText(timedOut), account.id, key);
        sendRefusal(res, timedOut);
        return;
      }
      const answer = roll.timeout ? timedOut : publishResult(post, now);
      const status = answer instanceof HubRefusal ? answer.status : 200;
      const text = answer instanceof HubRefusal ? envelopeText(answer) : JSON.stringify(answer);
      // The post and its key's answer are written together: a key never closes without its post.
      sb.db.transaction(() => {
        sb.s.insertPost.run(post);
        if (key !== null) sb.s.closeKey.run(status, text, account.id, key);
      })();
      if (roll.dropAfter) {
        req.socket.destroy();
        return;
      }
      if (answer instanceof HubRefusal) sendRefusal(res, answer);
      else sendJson(res, 200, answer);
    } catch (err) {
      release();
      if (err instanceof HubRefusal) sendRefusal(res, err);
      else sendRefusal(res, new HubRefusal('internal_error', `An unexpected error occurred inside the service (${describeError(err)}).`));
    }
  },
};
