/**
 * w31team: a team's first member is its owner. The store refuses anyone else while the team has no active
 * owner (`last_owner`), so a set-up whose story starts with an editor or an approver makes an owner first:
 *
 * - `memberToken(store, m)` makes one member. Members asked for together (`Promise.all`, or `memberTokens`)
 *   are made owners first, then the others, each group in the order asked: a story with an owner needs no one
 *   beside it. Before anyone who is not an owner, in a team with no owner yet, TEAM_OWNER is made.
 * - `ownerFirst(store)` makes TEAM_OWNER, a member of their own who never connects, unless the team has an
 *   active owner already: for set-ups that make their members without these helpers.
 *
 * TEAM_OWNER is an owner, so one more member who may approve: a test whose words name who may approve gives
 * its story an owner of its own.
 */
import type { Role } from '../../src-main/team';
import { createMemberToken, type TeamStore } from '../../src-main/team-server';

/**
 * The name of the owner `ownerFirst` makes (shown in member lists as any member is). h-team: a person's name,
 * as the stories' members have (Lan, Bảo, Minh), so it reads in an English screenshot and a Vietnamese one
 * alike; it was 'Team owner', English words in the Vietnamese shots. No story has a member of this name.
 */
export const TEAM_OWNER = 'Quân';

/** Makes TEAM_OWNER the team's owner when it has no active owner; answers their token, or undefined when it had one. */
export async function ownerFirst(store: TeamStore): Promise<string | undefined> {
  if ((await store.listMembers()).some((m) => m.role === 'owner' && m.revokedAt === null)) return undefined;
  return (await createMemberToken(store, { name: TEAM_OWNER, role: 'owner' })).token;
}

interface Asked { m: { name: string; role: Role }; resolve: (token: string) => void; reject: (err: unknown) => void }
/** Per store: the members asked for in this turn of the event loop, and the makings already under way. */
const asked = new WeakMap<TeamStore, Asked[]>();
const making = new WeakMap<TeamStore, Promise<void>>();

async function make(store: TeamStore, batch: readonly Asked[]): Promise<void> {
  const ownersFirst = [...batch.filter((a) => a.m.role === 'owner'), ...batch.filter((a) => a.m.role !== 'owner')];
  for (const a of ownersFirst) {
    try {
      if (a.m.role !== 'owner') await ownerFirst(store);
      a.resolve((await createMemberToken(store, a.m)).token);
    } catch (err) {
      a.reject(err);
    }
  }
}

/** A member's token (see the file's comment: owners of one batch first, TEAM_OWNER when the team has no owner). */
export function memberToken(store: TeamStore, m: { name: string; role: Role }): Promise<string> {
  return new Promise((resolve, reject) => {
    let batch = asked.get(store);
    if (!batch) {
      const mine: Asked[] = (batch = []);
      asked.set(store, mine);
      // The batch closes at the end of this turn: every member asked for together is in it.
      setImmediate(() => {
        asked.delete(store);
        const next = (making.get(store) ?? Promise.resolve()).then(() => make(store, mine));
        making.set(store, next);
      });
    }
    batch.push({ m, resolve, reject });
  });
}

/** The tokens of a set-up's members, in the order given (made as one batch: the owners among them first). */
export function memberTokens(store: TeamStore, members: ReadonlyArray<{ name: string; role: Role }>): Promise<string[]> {
  return Promise.all(members.map((m) => memberToken(store, m)));
}
