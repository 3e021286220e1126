/**
 * English strings of roles (issue 34, walk 4): an owner changes a member's role in Settings → Team's
 * members table. {name}: the member; {role}: the role's own word (team.role.*).
 */
export const rolesEn = {
  roles: {
    /** Above the error when the team server refused a change of role. */
    refused: 'The role was not changed.',
    /** The select's accessible name, per member. */
    changeLabel: "{name}'s role",
    /** Told once the team server took the change. */
    changed: '{name} is now {role}.',
    /** Under the members table, for an owner. */
    hint: 'As an owner you change a member’s role here; their app follows at once. The team always keeps at least one owner.',
  },
};
