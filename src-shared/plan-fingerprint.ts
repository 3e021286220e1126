/**
 * The shape of a dry run's fingerprint (campaigns/send-plan.ts planFingerprint: `sp1-` and 32 hexadecimal digits).
 * walk 25 (12): a value of another shape is no dry run's, and is refused as such — never "the posts changed after the
 * dry run", which nothing did.
 */
export const PLAN_FINGERPRINT = /^sp1-[0-9a-f]{32}$/;
export const isPlanFingerprint = (s: string): boolean => PLAN_FINGERPRINT.test(s);
