// Invitations by e-mail (SPEC §2 share dialog, §7 POST /api/recipes/invite).
//
// Security: the only user text that reaches a mail header is the invitee's address, already
// checked by the contract (an address with a space or a line break is refused), and nodemailer
// encodes headers itself. Subjects are fixed; names and titles go into the plain-text body only.
// Invites are rate-limited per user, since the answer tells whether an address has an account.
// An address with no account gets a link whose random token is kept only as its SHA-256; it works
// once, for RECIPE_INVITE_DAYS, for whoever signs in or signs up with it (like a household's).
import {
  INVITE_MESSAGES,
  type InviteAnswer,
  type InviteInput,
  type RecipeInvitePreview,
} from '../../contract/recipes';
import { JOIN_RECIPE_PATH } from '../../contract/recipe-values';
import { findUserByEmail } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { RecipeRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest, notFound } from '../http/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { authorize } from '../recipes/policy';
import { addEditor, addEditorByInvitation, getRecipe } from '../recipes/service';
import { newInvitation, sha256 } from '../lib/tokens';
import { nowIso, toIso } from '../lib/time';
import { displayNameOf, maskEmail } from './people';
import {
  CLAIMED_INVITE_PREFIX,
  deleteRecipeInviteById,
  findRecipeInviteByHash,
  findRecipeInvitePreview,
  replaceRecipeInvite,
  selectRecipeInvitesTo,
  setRecipeInviteEmail,
} from './queries';
import { LETTERS, writeLetter } from '../mail/letters';
import { localeFor } from '../i18n/translate';

export interface InviteDeps extends Pick<
  AppDeps,
  'db' | 'events' | 'documents' | 'mailer' | 'log' | 'config'
> {
  invitesPerUser: RateLimiter;
}

const mailFailed = () =>
  new AppError(502, 'Could not send email invitation. Please try again.', 'mail_failed');

/** The address of the recipe at `origin` (SPEC §2: the share dialog's /recipe/{id} form). */
export function recipeLink(origin: string, recipeId: string): string {
  return `${origin}/recipe/${encodeURIComponent(recipeId)}`;
}

/**
 * Shares `recipe` with the owner of `input.email`. An existing account becomes an editor and is
 * told by e-mail; an unknown address gets an invitation with the recipe link.
 *
 * On a private recipe an invitation shares it with that person only, as in any document app: they
 * join its editors and nobody else can open it; the link visibility stays a separate choice.
 * (SPEC's dialog offers invites only on recipes that are not private; the call works on both.)
 */
export async function inviteByEmail(
  deps: InviteDeps,
  actor: UserRow,
  recipe: RecipeRow,
  input: InviteInput,
  origin: string,
): Promise<InviteAnswer> {
  await deps.invitesPerUser.consume(actor.id);
  authorize(actor, 'invite', recipe);

  const email = normalizeEmail(input.email);
  const link = recipeLink(origin, recipe.id);
  const inviterName = displayNameOf(actor);
  const invitee = await findUserByEmail(deps.db, email);

  if (invitee) {
    if (invitee.id === actor.id) {
      throw badRequest('email: You cannot invite yourself', 'self_invite', { field: 'email' });
    }
    const isNewEditor = await addEditor(deps, actor, recipe.id, invitee.id);
    if (isNewEditor) {
      // The editor is added either way; a mail that fails is logged, not turned into an error.
      deps.mailer
        .send({
          to: invitee.email,
          ...writeLetter(LETTERS.recipeShared, localeFor(invitee.locale ?? actor.locale), {
            inviter: inviterName,
            title: recipe.title,
            link,
          }),
        })
        .catch((err: unknown) => deps.log.error({ err }, 'could not send the share notice'));
    }
    return { isExistingUser: true, message: INVITE_MESSAGES.existingUser };
  }

  // An address with no account: a single-use link makes whoever signs in or signs up with it an
  // editor (the mail promises access once they have an account). One pending invitation per
  // recipe and address: a new one replaces the old, and its link.
  const { token, row } = newInvitation(actor.id, deps.config.RECIPE_INVITE_DAYS);
  await deps.db
    .transaction()
    .execute((trx) => replaceRecipeInvite(trx, { ...row, recipe_id: recipe.id, email }));
  try {
    await deps.mailer.send({
      to: email,
      // A private recipe opens only to an editor: the mail then has only the joining link.
      ...writeLetter(
        recipe.visibility === 'private' ? LETTERS.recipeInvite : LETTERS.publicRecipeInvite,
        localeFor(actor.locale),
        {
          inviter: inviterName,
          title: recipe.title,
          link,
          joinLink: `${origin}${JOIN_RECIPE_PATH}?token=${token}`,
          days: deps.config.RECIPE_INVITE_DAYS,
        },
      ),
    });
  } catch (err) {
    deps.log.error({ err }, 'could not send the invitation mail');
    await deleteRecipeInviteById(deps.db, row.id);
    throw mailFailed();
  }
  return { isExistingUser: false, message: INVITE_MESSAGES.newUser };
}

/**
 * The mail to an address with no account. A recipe open by link can be read at once; a private
 * one opens only for its people, so that mail carries the invitation link alone.
 */
/**
 * Accepts the invitation of a link sent to an address that had no account: the signed-in `user`
 * becomes an editor of its recipe, and the link stops working. Answers the recipe.
 */
export async function acceptRecipeInvite(
  deps: InviteDeps,
  user: UserRow,
  token: string,
): Promise<RecipeRow> {
  const invite = await findRecipeInviteByHash(deps.db, sha256(token));
  if (!invite || invite.expires_at <= nowIso()) throw inviteGone();
  if (isClaimed(invite.email) && invite.email !== claimedBy(user.id)) throw inviteGone();
  if (!(await deleteRecipeInviteById(deps.db, invite.id))) throw inviteGone();
  const recipe = await getRecipe(deps.db, invite.recipe_id);
  if (!recipe) throw inviteGone();
  await addEditorByInvitation(deps, user, recipe.id);
  return (await getRecipe(deps.db, recipe.id)) ?? recipe;
}

const inviteGone = () =>
  notFound('This invitation has expired or was already used', 'invitation_gone');

/**
 * An invitation its address claimed by signing up keeps its row, marked with the new account in
 * place of the address, so the mailed link still opens the recipe for that account (signing up
 * from the link claims it first) and for nobody else. The mark has no "@": no address lookup
 * ever matches it, and the owner's list of waiting invitations leaves it out.
 */
const claimedBy = (userId: string) => `${CLAIMED_INVITE_PREFIX}${userId}`;
const isClaimed = (email: string) => email.startsWith(CLAIMED_INVITE_PREFIX);

/**
 * A new account takes up the invitations waiting for its address: it becomes an editor of each
 * invited recipe, whichever way it signed up (the home page or the mailed link). Answers how many
 * recipes it joined. An invitation whose recipe went to the trash meanwhile gives nothing.
 */
export async function claimRecipeInvites(
  deps: Pick<AppDeps, 'db' | 'events' | 'documents' | 'log'>,
  user: UserRow,
): Promise<number> {
  const invites = await selectRecipeInvitesTo(deps.db, user.email, nowIso());
  let joined = 0;
  for (const invite of invites) {
    try {
      if (await addEditorByInvitation(deps, user, invite.recipe_id)) joined += 1;
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 404)) throw err;
    }
    await setRecipeInviteEmail(deps.db, invite.id, claimedBy(user.id));
  }
  return joined;
}

/**
 * What the link's landing may show someone not yet signed in: who invited them to which recipe,
 * the address it was sent to (masked) and until when it works. Nothing of the recipe itself, which
 * may be private.
 */
export async function previewRecipeInvite(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<RecipeInvitePreview> {
  const invite = await findRecipeInvitePreview(deps.db, sha256(token));
  if (!invite || invite.expires_at <= nowIso() || invite.deleted_at || isClaimed(invite.email)) {
    throw inviteGone();
  }
  return {
    inviterName: displayNameOf({
      first_name: invite.first_name,
      last_name: invite.last_name,
      email: invite.inviter_email,
    }),
    recipeTitle: invite.title,
    sentTo: maskEmail(invite.email) ?? '',
    expiresAt: toIso(invite.expires_at),
  };
}
