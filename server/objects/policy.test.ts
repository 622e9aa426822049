// Who may see a photo: table-driven over viewer × the recipes that show it.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../recipes/policy';
import { canReadImage, type RecipeAccessRow } from './policy';

const uploader = { id: 'uploader' };
const owner = { id: 'owner' };
const viewer = { id: 'viewer' };
const stranger = { id: 'stranger' };

const recipe = (visibility: string, viewers: string[] = []): RecipeAccessRow => ({
  owner_uid: owner.id,
  visibility,
  editors: '[]',
  viewers: JSON.stringify(viewers),
});

const cases: Array<[string, Actor, RecipeAccessRow[], boolean, boolean]> = [
  // [who, actor, candidate recipes, referenced at all, may read]
  ['uploader, unattached', uploader, [], false, true],
  ['stranger, unattached', stranger, [], false, false],
  ['anonymous, unattached', null, [], false, false],
  ['uploader, on a private recipe of someone else', uploader, [], true, false],
  ['owner, private', owner, [recipe('private')], true, true],
  ['listed viewer, private', viewer, [recipe('private', [viewer.id])], true, true],
  ['stranger, private (not a candidate)', stranger, [], true, false],
  ['stranger, private row passed anyway', stranger, [recipe('private')], true, false],
  ['anonymous, public', null, [recipe('public')], true, true],
  ['anonymous, link-view', null, [recipe('link-view')], true, true],
  ['stranger, link-edit', stranger, [recipe('link-edit')], true, true],
  [
    'stranger, one private and one public copy',
    stranger,
    [recipe('private'), recipe('public')],
    true,
    true,
  ],
  ['anonymous, unknown visibility', null, [recipe('secret-ish')], true, false],
];

describe('canReadImage', () => {
  it.each(cases)('%s', (_name, actor, candidates, referenced, expected) => {
    expect(canReadImage(actor, { ownerId: uploader.id }, { candidates, referenced })).toBe(
      expected,
    );
  });
});

describe('canReadImage, a photo a recipe showed before (kept by its history)', () => {
  const editor = { id: 'editor' };
  const kept = (visibility: string): RecipeAccessRow => ({
    ...recipe(visibility, [viewer.id]),
    editors: JSON.stringify([editor.id]),
  });
  const holderCases: Array<[string, Actor, RecipeAccessRow, boolean]> = [
    // Those who see the history (the recipe's editors) see its photos.
    ['owner', owner, kept('private'), true],
    ['listed editor', editor, kept('private'), true],
    ['any signed-in user, link-edit', stranger, kept('link-edit'), true],
    // Reading the recipe is not enough: its history is not theirs to see.
    ['listed viewer', viewer, kept('private'), false],
    ['stranger, public', stranger, kept('public'), false],
    ['anonymous, link-edit', null, kept('link-edit'), false],
  ];
  it.each(holderCases)('%s', (_name, actor, holder, expected) => {
    expect(
      canReadImage(
        actor,
        { ownerId: uploader.id },
        { candidates: [], referenced: false, holders: [holder] },
      ),
    ).toBe(expected);
  });
});
