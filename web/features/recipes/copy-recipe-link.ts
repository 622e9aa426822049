import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { copyText } from '../../lib/clipboard';
import { toastError } from '../../lib/error-toast';
import { toast } from '../../lib/toast';

/** The link a recipe card copies (SPEC §2: the list's copy button uses the /shared form). */
export const sharedRecipeUrl = (id: string) =>
  `${window.location.origin}/shared/${encodeURIComponent(id)}`;
/** The link the share dialog and Discover use. */
export const recipeUrl = (id: string) =>
  `${window.location.origin}/recipe/${encodeURIComponent(id)}`;

/** Copies a recipe link and says how it went (SPEC §8 Copy link). */
export async function copyRecipeLink(url: string) {
  try {
    await copyText(url);
    toast({ title: i18n._(msg`Link Copied!`), description: url, variant: 'success' });
  } catch {
    toastError({
      title: i18n._(msg`Copy Failed`),
      description: i18n._(msg`Could not copy the link. Please select and copy manually.`),
    });
  }
}
