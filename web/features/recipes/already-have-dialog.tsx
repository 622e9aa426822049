// Asked before adding a recipe the user already has (a second copy of the same Discover recipe):
// open the one they have, or add another.
import { Link } from 'wouter';
import type { RecipeDuplicate } from '../../../contract';
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
  return (
    <ConfirmDialog
      open={state !== null}
      onOpenChange={(open) => !open && state?.onDismiss()}
      trigger={null}
      title="You already have this recipe"
      description={
        existing
          ? `“${existing.title}” is in My Recipes${more > 0 ? `, with ${more} more ${more === 1 ? 'copy' : 'copies'}` : ''}. Open it, or add another copy.`
          : ''
      }
      alternative={
        existing ? (
          <Link
            href={`/recipe/${encodeURIComponent(existing.id)}`}
            className={buttonVariants({ variant: 'outline' })}
            onClick={() => state?.onDismiss()}
          >
            Open It
          </Link>
        ) : null
      }
      confirmVariant="primary"
      confirmLabel="Add Another"
      onConfirm={() => state?.onAddAnother()}
    />
  );
}
