// Invitations by e-mail (SPEC §2 share dialog, §7 POST /api/recipes/invite).
//
// Security: the only user text that reaches a mail header is the invitee's address, already
// checked by the contract (an address with a space or a line break is refused), and nodemailer
// encodes headers itself. Subjects are fixed; names and titles go into the plain-text body only.
// Invites are rate-limited per user, since the answer tells whether an address has an account.
import { INVITE_MESSAGES, type InviteAnswer, type InviteInput } from '../../contract/recipes';
import { findUserByEmail } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { RecipeRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest, conflict } from '../http/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { authorize } from '../recipes/policy';
import { addEditor } from '../recipes/service';
import { displayNameOf } from './people';

export interface InviteDeps extends Pick<
  AppDeps,
  'db' | 'events' | 'documents' | 'mailer' | 'log'
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
 * Decision: invites are refused on a private recipe (409). The share dialog only offers them
 * when the recipe is not private (SPEC §2), and a mailed link to a private recipe would open
 * 'Recipe Not Found' for anyone who is not yet listed. The owner picks a visibility first.
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
  if (recipe.visibility === 'private') {
    throw conflict(
      'This recipe is private. Choose link or public visibility before inviting people.',
      'recipe_private',
    );
  }

  const email = normalizeEmail(input.email);
  const link = recipeLink(origin, recipe.id);
  const inviterName = displayNameOf(actor);
  const invitee = await findUserByEmail(deps.db, email);

  if (invitee) {
    if (invitee.id === actor.id) {
      throw badRequest('email: You cannot invite yourself', { field: 'email' });
    }
    const isNewEditor = await addEditor(deps, actor, recipe.id, invitee.id);
    if (isNewEditor) {
      // The editor is added either way; a mail that fails is logged, not turned into an error.
      deps.mailer
        .send({
          to: invitee.email,
          subject: 'A recipe was shared with you on Potluck',
          text: [
            `${inviterName} shared the recipe "${recipe.title}" with you on Potluck.`,
            'You can now view and edit it:',
            '',
            link,
          ].join('\n'),
        })
        .catch((err: unknown) => deps.log.error({ err }, 'could not send the share notice'));
    }
    return { isExistingUser: true, message: INVITE_MESSAGES.existingUser };
  }

  try {
    await deps.mailer.send({
      to: email,
      subject: "You're invited to a recipe on Potluck",
      text: [
        `${inviterName} invited you to the recipe "${recipe.title}" on Potluck.`,
        'Open it here:',
        '',
        link,
        '',
        'Create a free account to save it and cook along.',
      ].join('\n'),
    });
  } catch (err) {
    deps.log.error({ err }, 'could not send the invitation mail');
    throw mailFailed();
  }
  return { isExistingUser: false, message: INVITE_MESSAGES.newUser };
}
