/**
 * Plain data that crosses the bridge. The renderer imports these TYPES only; they
 * are deliberately independent of the core areas' internal types (handlers map), except a
 * channel's outcome and a post's state: one shape each from core to screen (hub/outcome.ts and
 * publisher/post-state-shape.ts have no imports of their own).
 *
 * Split by area into dto/*.ts (style.md: short files); this file re-exports them all, so every
 * import of '…/contract/dto' keeps working.
 */
export * from './dto/workspace';
export * from './dto/drafts';
export * from './dto/jobs';
export * from './dto/campaigns';
export * from './dto/events';
export * from './dto/account';
export * from './dto/desk';
export * from './dto/review';
export * from './dto/team';
// w11held (walk 11): a sent post's hold in Compose.
export * from './dto/w11held';
