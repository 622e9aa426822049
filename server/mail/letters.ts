// Every e-mail Potluck writes to a person, in one place: its subject and its text as messages
// (translated in server/i18n/locales/<code>/messages.po), and `writeLetter` to put one in a
// language. The features decide when to send and to whom (and in which language: localeFor).
// The note to the operator from the contact form is not here: it carries the sender's own words.
import { translate, type MessageValues, type ServerMessage } from '../i18n/translate';

export interface Letter {
  subject: ServerMessage;
  text: ServerMessage;
}

export const LETTERS = {
  resetCode: {
    subject: /*i18n*/ { id: 'mail.resetCode.subject', message: 'Your Potluck reset code' },
    text: /*i18n*/ {
      id: 'mail.resetCode.text',
      message:
        'Your Potluck password reset code is {code}.\n\nIt expires in {minutes} minutes and can be used once.\nIf you did not ask to reset your password, you can ignore this message.',
    },
  },
  confirmEmail: {
    subject: /*i18n*/ {
      id: 'mail.confirmEmail.subject',
      message: 'Confirm your new Potluck e-mail address',
    },
    text: /*i18n*/ {
      id: 'mail.confirmEmail.text',
      message:
        'Open this link to sign in to Potluck with {email} from now on:\n\n{link}\n\nIt works once, for the next {minutes} minutes. Until then your account keeps {previousEmail}.\nIf you did not ask for this, you can ignore this message.',
    },
  },
  emailChangeAsked: {
    subject: /*i18n*/ { id: 'mail.emailNotice.subject', message: 'Your Potluck e-mail address' },
    text: /*i18n*/ {
      id: 'mail.emailChangeAsked.text',
      message:
        'Someone signed in to your Potluck account asked to change its e-mail address to {email}.\nNothing changes unless the link sent to that address is opened.\n\nIf this was not you, change your password in Settings straight away.',
    },
  },
  emailChanged: {
    subject: /*i18n*/ { id: 'mail.emailNotice.subject', message: 'Your Potluck e-mail address' },
    text: /*i18n*/ {
      id: 'mail.emailChanged.text',
      message:
        'The e-mail address of your Potluck account was changed to {email}.\n\nIf you did not make this change, write to support straight away.',
    },
  },
  accountDeleted: {
    subject: /*i18n*/ {
      id: 'mail.accountDeleted.subject',
      message: 'Your Potluck account was deleted',
    },
    text: /*i18n*/ {
      id: 'mail.accountDeleted.text',
      message:
        'Your Potluck account and its recipes have been deleted, as you asked.\n\nIf you did not ask for this, write to support.',
    },
  },
  householdInvite: {
    subject: /*i18n*/ {
      id: 'mail.householdInvite.subject',
      message: 'You’re invited to a household on Potluck',
    },
    // hasAccount: "yes" when the address already has an account, else "no".
    text: /*i18n*/ {
      id: 'mail.householdInvite.text',
      message:
        '{inviter} invited you to plan meals and shop together in “{household}” on Potluck.\nAccept or decline here (the link works once, for the next {days} days):\n\n{link}\n\n{hasAccount, select, yes {The invitation also waits for you on your meal plan in Potluck.} other {Create a free account with this address, or sign in, to join.}}',
    },
  },
  recipeShared: {
    subject: /*i18n*/ {
      id: 'mail.recipeShared.subject',
      message: 'A recipe was shared with you on Potluck',
    },
    text: /*i18n*/ {
      id: 'mail.recipeShared.text',
      message:
        '{inviter} shared the recipe “{title}” with you on Potluck.\nYou can now view and edit it:\n\n{link}',
    },
  },
  recipeInvite: {
    subject: /*i18n*/ {
      id: 'mail.recipeInvite.subject',
      message: 'You’re invited to a recipe on Potluck',
    },
    text: /*i18n*/ {
      id: 'mail.recipeInvite.text',
      message:
        '{inviter} invited you to the recipe “{title}” on Potluck.\n\n{days, plural, one {To open it and edit it together, create a free account (or sign in) from this link, which works once, for the next day:} other {To open it and edit it together, create a free account (or sign in) from this link, which works once, for the next # days:}}\n\n{joinLink}',
    },
  },
  publicRecipeInvite: {
    subject: /*i18n*/ {
      id: 'mail.recipeInvite.subject',
      message: 'You’re invited to a recipe on Potluck',
    },
    text: /*i18n*/ {
      id: 'mail.publicRecipeInvite.text',
      message:
        '{inviter} invited you to the recipe “{title}” on Potluck.\nOpen it here:\n\n{link}\n\n{days, plural, one {To edit it together, create a free account (or sign in) from this link, which works once, for the next day:} other {To edit it together, create a free account (or sign in) from this link, which works once, for the next # days:}}\n\n{joinLink}',
    },
  },
} satisfies Record<string, Letter>;

/** A letter's subject and text in `locale`, with `values` in their places. */
export function writeLetter(
  letter: Letter,
  locale: string,
  values: MessageValues = {},
): { subject: string; text: string } {
  return {
    subject: translate(locale, letter.subject, values),
    text: translate(locale, letter.text, values),
  };
}
