import { toast } from '../../lib/toast';

/** SPEC §8: a create refused by the free plan's limit (403 with upgradeRequired). */
export function toastRecipeLimitReached(limit: number) {
  toast({
    title: 'Recipe Limit Reached',
    description: `You've reached your limit of ${limit} recipes. Upgrade to Pro for just $2/month or $50 lifetime!`,
    variant: 'destructive',
  });
}
