// Asked before adding a recipe the user already has (a second copy of the same Discover recipe):
// open the one they have, or add another.
import { Link } from 'wouter';
import type { RecipeDuplicate } from '../../../contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { buttonVariants } from '../../components/ui/button';

export interface AlreadyHave {
  /** The user's recipes that are this one, most recently updated first. */
  duplicates: RecipeDuplicate[];
  onAddAnother: () => void;
  onDismiss: () => void;
}

export function AlreadyHaveDialog({ state }: { state: AlreadyHave | null }) {
  const existing = state?.duplicates[0];
  const more = (state?.duplicates.length ?? 0) - 1;
  const { t } = useLingui();
  const title = existing?.title ?? '';
  return (
    <ConfirmDialog
      open={state !== null}
      onOpenChange={(open) => !open && state?.onDismiss()}
      trigger={null}
      title={t`You already have this recipe`}
      description={
        existing
          ? more > 0
            ? t`“${title}” is in My Recipes, with ${plural(more, { one: '# more copy', other: '# more copies' })}. Open it, or add another copy.`
            : t`“${title}” is in My Recipes. Open it, or add another copy.`
          : ''
      }
      alternative={
        existing ? (
          <Link
            href={`/recipe/${encodeURIComponent(existing.id)}`}
            className={buttonVariants({ variant: 'outline' })}
            onClick={() => state?.onDismiss()}
          >
            <Trans>Open It</Trans>
          </Link>
        ) : null
      }
      confirmVariant="primary"
      confirmLabel={t`Add Another`}
      onConfirm={() => state?.onAddAnother()}
    />
  );
}
