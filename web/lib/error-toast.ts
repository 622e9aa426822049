// The one toast of something that failed. Kept apart from toast.ts, which logged-out.ts imports.
import { errorMessageOf } from './api';
import { isUnauthorizedError } from './logged-out';
import { toast } from './toast';

export interface ErrorToastText {
  title: string;
  /** What failed, if anything was thrown; an API error's message becomes the description. */
  error?: unknown;
  /** A fixed description (the spec's wording), shown instead of whatever the error says. */
  description?: string;
  /** The description when the error carries no message of the server's. */
  fallback?: string;
}

/**
 * Toasts a failure: `title`, and `description`, else the server's message, else `fallback`
 * ('Please try again.'). A lost session toasts nothing here: the logged-out handler has its own.
 */
export function toastError({
  title,
  error,
  description,
  fallback = 'Please try again.',
}: ErrorToastText): void {
  if (isUnauthorizedError(error)) return;
  toast({
    title,
    description: description ?? errorMessageOf(error, fallback),
    variant: 'destructive',
  });
}

/** toastError as an onError handler: `onError: failedToast('Could not invite')`. */
export const failedToast =
  (title: string, text: Omit<ErrorToastText, 'title' | 'error'> = {}) =>
  (error: unknown) =>
    toastError({ title, error, ...text });
