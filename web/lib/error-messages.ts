// The server answers an error as `{ message, code, ... }`, its message in English (API clients
// read SPEC's exact texts). A person reads it in their language: this table gives each code its
// message, so English shows the server's own words and any other language the translation.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOURCE_LOCALE } from '../../contract/i18n/locales';

/** A code's message, and the body's fields its placeholders name (`{max}` reads `body.max`). */
interface ErrorText {
  text: MessageDescriptor;
  values?: readonly string[];
}

const named = (text: MessageDescriptor, ...values: string[]): ErrorText => ({ text, values });

/**
 * Each code the server answers a person with, and its message. A fixed message is the server's
 * own English text; a field's error ("email: …") is the text after the field's name, which is
 * the API's and means nothing to a person; a code whose messages vary (a form's rules, a
 * document's limits) has a general wording.
 */
export const ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor | ErrorText>> = {
  // Signing in and the account
  unauthorized: msg`Unauthorized`,
  invalid_credentials: msg`Invalid email or password`,
  account_disabled: msg`This account has been disabled`,
  invalid_reset_code: msg`Invalid or expired reset code`,
  email_taken: msg`An account with this email already exists`,
  wrong_password: msg`Your current password is not correct`,
  same_email: msg`This is already your address`,
  confirmation_mail_failed: msg`Could not send the confirmation email. Please try again.`,
  link_gone: msg`This link has expired or was already used`,
  no_such_account: msg`No account has this e-mail address`,
  rate_limited: msg`Too many attempts. Please wait and try again.`,
  bad_origin: msg`A request from another site was refused`,
  session_required: msg`This is done from the app, not with a token`,
  // Administration
  admin_required: msg`Admin access required`,
  last_admin: msg`You cannot remove the last active admin`,
  last_admin_leaving: msg`You are the only administrator. Make someone else an admin before deleting your account.`,
  user_not_found: msg`User not found`,
  backup_running: msg`A backup is running already`,
  // API tokens
  token_not_for_realtime: msg`API tokens are for HTTP calls`,
  read_only_token: msg`This token can only read`,
  too_many_tokens: named(
    msg({ message: 'You can have {max} tokens at most. Revoke one you no longer use first.' }),
    'max',
  ),
  token_not_found: msg`Token not found`,
  // Allowed or not, found or not
  forbidden: msg`You are not allowed to do that`,
  not_found: msg`Not found`,
  recipe_not_found: msg`Recipe not found`,
  shared_recipe_not_found: msg`Recipe not found or not accessible`,
  not_listed: msg`This person has no access to the recipe`,
  version_not_found: msg`Version not found`,
  image_not_found: msg`Image not found`,
  owner_listed: msg`The owner cannot be listed`,
  unknown_user: msg`Unknown user`,
  // The plan's limit
  recipe_limit_reached: named(
    msg({
      message:
        "You've reached your limit of {limit} recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
    }),
    'limit',
  ),
  recipe_limit_room: named(
    msg({
      message:
        '{room, plural, one {Your plan has room for # more recipe} other {Your plan has room for # more recipes}}, and {chosen} are chosen. Choose fewer, or upgrade to Pro for just $2/month or $50 lifetime!',
    }),
    'room',
    'chosen',
  ),
  // Households, invitations, shopping lists, the meal plan
  household_not_found: msg`Household not found`,
  owner_only: msg`Only the owner of the household can do this`,
  owner_cannot_leave: msg`The owner cannot leave their household`,
  household_full: named(msg({ message: 'A household has at most {max} members' }), 'max'),
  already_member: msg`They are already a member of your household`,
  self_invite: msg`You cannot invite yourself`,
  mail_failed: msg`Could not send email invitation. Please try again.`,
  invite_not_found: msg`Invitation not found`,
  invitation_gone: msg`This invitation has expired or was already used`,
  member_not_found: msg`Member not found`,
  list_not_found: msg`Shopping list not found`,
  list_limit: named(msg({ message: 'A household has at most {max} shopping lists' }), 'max'),
  item_not_found: msg`Item not found`,
  plan_entry_not_found: msg`Plan entry not found`,
  calendar_not_found: msg`Calendar not found`,
  range_reversed: msg`The range ends before it starts`,
  range_too_long: named(msg({ message: 'At most {maxDays} days at once' }), 'maxDays'),
  // Images and uploads
  image_not_uploaded: msg`Upload the image first`,
  upload_not_found: msg`Upload not found or expired. Please upload the image again.`,
  upload_url_invalid: msg`Invalid upload URL`,
  upload_url_expired: msg`Upload URL has expired`,
  upload_url_used: msg`This upload URL has already been used`,
  empty_upload: msg`The upload is empty`,
  unsupported_image: msg`Only JPG, PNG and WebP images are supported`,
  unreadable_image: msg`The image could not be read. Please try another file.`,
  image_too_large: named(
    msg({ message: 'The image is too large: at most {megapixels} megapixels' }),
    'megapixels',
  ),
  upload_too_large: named(
    msg({ message: 'The image is larger than the maximum of {megabytes} MB' }),
    'megabytes',
  ),
  file_too_large: named(
    msg({ message: 'The file is larger than the maximum of {megabytes} MB' }),
    'megabytes',
  ),
  // Importing from a web page or a photo
  text_required: msg`Paste the page or the recipe text`,
  photo_required: msg`Choose a photo of the recipe`,
  no_recipe_found: msg`No recipe found on that page`,
  no_recipe_in_photo: msg`No recipe found in this photo. Try a sharper, well-lit photo of the whole page, or type the recipe in.`,
  ocr_busy: msg`Potluck is reading other photos. Try again in a minute.`,
  ocr_timeout: msg`Reading this photo took too long. Try again, or with a smaller photo.`,
  ocr_stopped: msg`Potluck is restarting. Try again in a minute.`,
  import_bad_url: msg`Please enter a valid web address (http or https)`,
  import_not_allowed: msg`That address is not allowed`,
  import_not_html: msg`That address is not a web page`,
  import_not_image: msg`That address is not a JPG, PNG or WebP picture`,
  import_site_unknown: msg`Could not find that site`,
  import_unreachable: msg`Could not reach that site`,
  import_page_unreadable: msg`That site sent a page Potluck cannot read`,
  import_timeout: msg`The page took too long to answer`,
  import_too_many_redirects: msg`That page redirects too many times`,
  import_site_refused: named(
    msg({ message: 'That site refused the request ({siteStatus})' }),
    'siteStatus',
  ),
  import_page_not_found: named(
    msg({ message: 'That page was not found ({siteStatus})' }),
    'siteStatus',
  ),
  import_site_error: named(
    msg({ message: 'That site answered with an error ({siteStatus})' }),
    'siteStatus',
  ),
  import_page_too_large: msg`The page is too large`,
  import_picture_too_large: msg`The picture is too large`,
  // Importing a file
  import_not_found: msg`This file is no longer waiting to be imported. Please choose it again.`,
  import_unknown_format: msg`Potluck cannot read this file. Choose an export from Potluck, Paprika, Mealie, Tandoor, RecipeSage or Nextcloud Cookbook, or a schema.org Recipe JSON file.`,
  import_damaged: msg`Potluck could not read this file: part of it is not written as any export writes it.`,
  import_no_recipes: msg`No recipes were found in this file.`,
  import_too_many_recipes: named(
    msg({
      message: 'This file holds more than {max} recipes, more than an import takes at once.',
    }),
    'max',
  ),
  import_too_many_files: named(
    msg({ message: 'This file holds more than {max} files, more than an import takes at once.' }),
    'max',
  ),
  import_too_large: named(
    msg({ message: 'This file unpacks to more than {size}, more than an import takes at once.' }),
    'size',
  ),
  import_suspicious_entry: named(
    msg({
      message:
        '“{name}” inside this file is compressed far more than any export is, so it is not opened.',
    }),
    'name',
  ),
  import_suspicious_compression: msg`This file unpacks to far more than any export of its size does, so it is not opened.`,
  import_unsafe_path: named(
    msg({ message: 'This file names a place outside itself (“{name}”), so it is not opened.' }),
    'name',
  ),
  import_nested_archive: named(
    msg({
      message:
        '“{name}” is an archive inside an archive inside this file, deeper than any export goes.',
    }),
    'name',
  ),
  import_unreadable: named(
    msg({ message: '“{name}” could not be opened: it is damaged, encrypted or not a zip file.' }),
    'name',
  ),
  import_item_missing: named(
    msg({ message: 'This file has no recipe number {number}.' }),
    'number',
  ),
  import_item_invalid: named(msg({ message: '“{title}” cannot be imported.' }), 'title'),
  // Exports
  export_out_of_order: msg`This export part does not follow any other. Start the export again.`,
  export_expired: msg`This export started too long ago. Start it again.`,
  // What was sent: a form, a text, a change to a document
  invalid_input: msg`Something you entered is not valid. Please check it and try again.`,
  invalid_text: msg`Text may not contain invisible control characters or broken characters.`,
  nul_character: msg`Text may not contain the NUL character (U+0000)`,
  limit: msg`This is more than Potluck keeps. Please shorten it and try again.`,
  invalid_document: msg`The change was refused: it does not fit what Potluck keeps.`,
  document_too_large: msg`This is larger than Potluck keeps. Please shorten it and try again.`,
  out_of_sync: msg`The update depends on changes the server does not have`,
  bad_update: msg`The update could not be read`,
  invalid_cursor: msg`Invalid cursor`,
  octet_stream_required: msg`Send the change as application/octet-stream`,
  bad_host: msg`Cannot build the recipe link for this host`,
  body_too_large: msg`Request body is too large`,
  FST_ERR_CTP_BODY_TOO_LARGE: msg`Request body is too large`,
  FST_ERR_CTP_INVALID_JSON_BODY: msg`Invalid JSON body`,
  internal_error: msg`Internal Server Error`,
};

const textOf = (entry: MessageDescriptor | ErrorText): ErrorText =>
  'text' in entry ? entry : { text: entry };

/**
 * The words a person reads for an error body `{ message, code, ... }` (an HTTP answer, a sync
 * refusal): in English the server's own message, exactly; in another language the code's
 * message translated, with the body's values in its placeholders; the server's message when
 * the code is not in the table or the body lacks a value it names. Null when the body has no
 * message.
 */
export function serverMessageText(body: Record<string, unknown> | null | undefined): string | null {
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  if (!body || !message || i18n.locale === SOURCE_LOCALE) return message;
  const code = body.code;
  if (typeof code !== 'string' || !Object.hasOwn(ERROR_MESSAGES, code)) return message;
  const { text, values: names = [] } = textOf(ERROR_MESSAGES[code]!);
  const values: Record<string, string | number> = {};
  for (const name of names) {
    const value = body[name];
    if (typeof value !== 'string' && typeof value !== 'number') return message;
    values[name] = value;
  }
  const descriptor: MessageDescriptor = { ...text, values };
  return i18n._(descriptor);
}

/**
 * A server's answer that is not an error but whose words the web app knows (an invitation sent,
 * a link mailed): in English the server's own message, exactly; in another language `text`.
 */
export function answerMessageText(
  message: string | undefined,
  text: MessageDescriptor,
): string | undefined {
  if (message === undefined || i18n.locale === SOURCE_LOCALE) return message;
  return i18n._(text);
}
