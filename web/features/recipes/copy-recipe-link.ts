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
    toast({ title: 'Link Copied!', description: url, variant: 'success' });
  } catch {
    toastError({
      title: 'Copy Failed',
      description: 'Could not copy the link. Please select and copy manually.',
    });
  }
}
