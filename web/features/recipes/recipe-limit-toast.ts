import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FREE_RECIPE_LIMIT } from '../../../contract/plans';
import { HttpError } from '../../lib/api';
import { toastError, type ErrorToastText } from '../../lib/error-toast';
import { isUnauthorizedError } from '../../lib/logged-out';

/** SPEC §8: a create refused by the free plan's limit (403 with upgradeRequired). */
export function toastRecipeLimitReached(limit: number) {
  toastError({
    title: i18n._(msg`Recipe Limit Reached`),
    description: i18n._(
      msg`You've reached your limit of ${limit} recipes. Upgrade to Pro for just $2/month or $50 lifetime!`,
    ),
  });
}

/**
 * The toast of a recipe that could not be added (created, copied or restored): the plan's limit
 * when that refused it, else `failure`. A lost session toasts nothing: it has its own toast.
 */
export function toastRecipeNotAdded(error: unknown, failure: ErrorToastText) {
  if (isUnauthorizedError(error)) return;
  const body = error instanceof HttpError && error.status === 403 ? error.body : null;
  if (body?.upgradeRequired) {
    toastRecipeLimitReached(typeof body.limit === 'number' ? body.limit : FREE_RECIPE_LIMIT);
  } else {
    toastError(failure);
  }
}
