/**
 * English strings of branch leftview (walk 7): Compose's line under Publish on an empty draft (its review
 * is shut: there is nothing to send for review yet). Spread into `en`; `leftview.vi.ts` is typed against it.
 */
export const leftviewEn = {
  leftview: {
    heldEmpty: 'Nothing to publish yet: write a caption or add a photo first.',
  },
};
