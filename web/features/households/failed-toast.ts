// The one toast of a failed household call, with the server's message.
import { errorMessageOf } from '../../lib/api';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';

/** An onError handler: toasts `title` and the server's message (a lost session has its own). */
export const failedToast = (title: string) => (error: unknown) => {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: errorMessageOf(error, 'Please try again.'), variant: 'destructive' });
};
