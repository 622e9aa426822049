import { describe, expect, it } from 'vitest';
import { VISIBILITIES, type Visibility } from '../../contract/recipes';
import type { RecipeRow } from '../db/schema';
import {
  abilitiesFor,
  actionsForUpdate,
  can,
  canManageTrashed,
  denial,
  recipeAccessOf,
  type Actor,
  type RecipeAccess,
  type RecipeAction,
} from './policy';

const OWNER = { id: 'owner' };
const EDITOR = { id: 'listed-editor' };
const VIEWER = { id: 'listed-viewer' };
const LINK_HOLDER = { id: 'someone-else' };

const actors = {
  owner: OWNER,
  editor: EDITOR,
  viewer: VIEWER,
  linkHolder: LINK_HOLDER,
  anonymous: null,
} satisfies Record<string, Actor>;
type Role = keyof typeof actors;

const ACTIONS: RecipeAction[] = [
  'read',
  'edit',
  'delete',
  'changeVisibility',
  'changeSharing',
  'invite',
  'copy',
];
const ALL = ACTIONS;
const NONE: RecipeAction[] = [];

/** The rules, written out: what each role may do at each visibility. Anything absent is denied. */
const allowed: Record<Role, Record<Visibility, RecipeAction[]>> = {
  owner: { private: ALL, 'link-view': ALL, 'link-edit': ALL, public: ALL },
  editor: {
    private: ['read', 'edit', 'copy'],
    'link-view': ['read', 'edit', 'copy'],
    'link-edit': ['read', 'edit', 'copy'],
    public: ['read', 'edit', 'copy'],
  },
  viewer: {
    private: ['read', 'copy'],
    'link-view': ['read', 'copy'],
    'link-edit': ['read', 'edit', 'copy'],
    public: ['read', 'copy'],
  },
  linkHolder: {
    private: NONE,
    'link-view': ['read', 'copy'],
    'link-edit': ['read', 'edit', 'copy'],
    public: ['read', 'copy'],
  },
  anonymous: {
    private: NONE,
    'link-view': ['read'],
    'link-edit': ['read'],
    public: ['read'],
  },
};

const recipeWith = (visibility: Visibility): RecipeAccess => ({
  ownerUid: OWNER.id,
  visibility,
  editors: [EDITOR.id],
  viewers: [VIEWER.id],
});

const cases = (Object.keys(actors) as Role[]).flatMap((role) =>
  VISIBILITIES.flatMap((visibility) =>
    ACTIONS.map((action) => ({
      role,
      visibility,
      action,
      expected: allowed[role][visibility].includes(action),
    })),
  ),
);

describe('recipe policy', () => {
  it.each(cases)(
    '$role / $visibility / $action → $expected',
    ({ role, visibility, action, expected }) => {
      expect(can(actors[role], action, recipeWith(visibility))).toBe(expected);
    },
  );

  it.each(cases)(
    'denial for $role / $visibility / $action: 404 when unreadable, 401 anonymous, 403 otherwise',
    ({ role, visibility, action, expected }) => {
      const actor = actors[role];
      const recipe = recipeWith(visibility);
      const error = denial(actor, action, recipe);
      if (expected) return expect(error).toBeNull();
      const readable = allowed[role][visibility].includes('read');
      const status = !readable ? 404 : actor === null ? 401 : 403;
      expect(error?.statusCode).toBe(status);
      if (status === 404) expect(error?.message).toBe('Recipe not found');
    },
  );

  it('abilities mirror the rules for the presenter', () => {
    for (const role of Object.keys(actors) as Role[]) {
      for (const visibility of VISIBILITIES) {
        const rules = allowed[role][visibility];
        expect(abilitiesFor(actors[role], recipeWith(visibility))).toEqual({
          edit: rules.includes('edit'),
          delete: rules.includes('delete'),
          share: rules.includes('changeSharing'),
        });
      }
    }
  });

  it('an unknown visibility opens nothing beyond the owner and the lists', () => {
    const odd = { ...recipeWith('private'), visibility: 'everyone' };
    expect(can(LINK_HOLDER, 'read', odd)).toBe(false);
    expect(can(null, 'read', odd)).toBe(false);
    expect(can(EDITOR, 'edit', odd)).toBe(true);
  });

  it('an actor whose id matches nothing is a stranger', () => {
    expect(can({ id: '' }, 'read', recipeWith('private'))).toBe(false);
  });
});

describe('a recipe in the trash', () => {
  it.each(
    (Object.keys(actors) as Role[]).flatMap((role) =>
      VISIBILITIES.map((visibility) => ({ role, visibility, expected: role === 'owner' })),
    ),
  )('$role / $visibility may see, restore or delete it for good → $expected', (row) => {
    expect(canManageTrashed(actors[row.role], recipeWith(row.visibility))).toBe(row.expected);
  });
});

describe('actionsForUpdate', () => {
  it('content fields need edit', () => {
    expect(actionsForUpdate({ title: 'x', tags: [] })).toEqual(['edit']);
  });
  it('visibility and the lists need the owner actions, alongside edit for content', () => {
    expect(new Set(actionsForUpdate({ title: 'x', visibility: 'public', viewers: [] }))).toEqual(
      new Set(['edit', 'changeVisibility', 'changeSharing']),
    );
    expect(actionsForUpdate({ editors: [] })).toEqual(['changeSharing']);
  });
  it('an empty body still needs edit', () => {
    expect(actionsForUpdate({})).toEqual(['edit']);
  });
  it('ownerUid is an owner-only field (the contract then refuses it for everyone)', () => {
    expect(actionsForUpdate({ ownerUid: 'x' })).toEqual(['changeSharing']);
  });
  it('reads raw bodies: unknown keys need edit, inherited names find nothing', () => {
    expect(actionsForUpdate({ constructor: 1, toString: 2, id: 'x' })).toEqual(['edit']);
    expect(actionsForUpdate({ title: undefined })).toEqual(['edit']);
  });
});

describe('recipeAccessOf', () => {
  const row = (editors: string, viewers: string) =>
    ({ owner_uid: 'o', visibility: 'private', editors, viewers }) as Pick<
      RecipeRow,
      'owner_uid' | 'visibility' | 'editors' | 'viewers'
    >;
  it('parses the stored lists', () => {
    expect(recipeAccessOf(row('["a","b"]', '["c"]'))).toEqual({
      ownerUid: 'o',
      visibility: 'private',
      editors: ['a', 'b'],
      viewers: ['c'],
    });
  });
  it('reads damaged lists as empty, so they grant nothing', () => {
    expect(recipeAccessOf(row('not json', '{"a":1}'))).toMatchObject({ editors: [], viewers: [] });
    expect(recipeAccessOf(row('[1, null, "x"]', '[]')).editors).toEqual(['x']);
  });
});
