import type { I18n } from '@lingui/core';
import { t as tFor } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Clock, Copy, CopyPlus, ExternalLink, FileDown, SearchX, Users } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import type { SharedRecipe } from '../../contract';
import { ANONYMOUS_NAME } from '../../contract/shared-recipe';
import { Logo } from '../components/logo';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { KitchenControls, KitchenLinks } from '../features/kitchen/kitchen-controls';
import { useAddressFactor, type KitchenView } from '../features/kitchen/kitchen-view';
import { PrintBar } from '../features/kitchen/print-bar';
import { IngredientText, StepText } from '../features/kitchen/recipe-text';
import { useUnitSystem } from '../features/kitchen/use-unit-system';
import { AlreadyHaveDialog } from '../features/recipes/already-have-dialog';
import { RecipeImage } from '../features/recipes/recipe-image';
import { useSharedRecipe } from '../features/sharing/use-shared-recipe';
import { useAddToMyRecipes } from '../features/discover/use-discover';
import { scaledServings } from '../features/households/scaled-servings';
import { useListedRecipe } from '../features/offline/listed-recipe';
import { SOURCE_LINK_REL, linkableSourceUrl } from '../features/recipes/source-url';
import { formatAmount } from '../../contract/kitchen/fractions';
import { USER_LIST_ITEM } from '../i18n/direction';
import { copyText } from '../lib/clipboard';
import { toastError } from '../lib/error-toast';
import { isNetworkError } from '../lib/online';
import { toast } from '../lib/toast';

// Only signed-in users load the editor, so visitors never download it.
const EditTogether = lazy(() => import('../features/sharing/edit-together'));
const RecipeHouseholdActions = lazy(
  () => import('../features/households/recipe-household-actions'),
);

async function copyPageLink(i18n: I18n) {
  try {
    await copyText(window.location.href);
    toast({
      title: tFor(i18n)`Link copied!`,
      description: tFor(i18n)`Recipe link copied to clipboard`,
      variant: 'success',
    });
  } catch {
    toastError({
      title: tFor(i18n)`Copy Failed`,
      description: tFor(i18n)`Could not copy the link. Please select and copy manually.`,
    });
  }
}

/**
 * A shared recipe opened by link (/recipe/{id} and /shared/{id}), signed in or not. Signed-in
 * routes pass `signedIn`, which offers the live editor to those the server lets edit.
 */
export default function RecipeViewPage({ signedIn = false }: { signedIn?: boolean }) {
  const { id = '' } = useParams<{ id: string }>();
  const isPrinting = new URLSearchParams(useSearch()).get('print') === '1';
  const [withPhoto, setWithPhoto] = useState(true);
  const query = useSharedRecipe(id);
  // Offline, a recipe whose page was never opened still shows, from the My Recipes list.
  const listed = useListedRecipe(id, signedIn && isNetworkError(query.error));
  const recipe = !query.isError && query.data?.id ? query.data : listed.recipe;
  const { i18n } = useLingui();

  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200/70 bg-white print:hidden">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-2 px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => void copyPageLink(i18n)}>
              <Copy aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">
                <Trans>Copy Link</Trans>
              </span>
            </Button>
            <Link href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Trans>Browse More Recipes</Trans>
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        {isPrinting && recipe ? (
          <PrintBar withPhoto={withPhoto} onWithPhotoChange={setWithPhoto} />
        ) : null}
        {query.isPending || listed.isPending ? (
          <div className="flex justify-center py-24">
            <PageSpinner />
          </div>
        ) : recipe ? (
          <RecipeContent
            recipe={recipe}
            signedIn={signedIn}
            showPhoto={!isPrinting || withPhoto}
            action={
              signedIn
                ? (servings) => (
                    <Suspense fallback={null}>
                      <RecipeHouseholdActions recipe={recipe} servings={servings} size="md" />
                      <EditTogether recipeId={id} />
                    </Suspense>
                  )
                : null
            }
          />
        ) : (
          <NotFound />
        )}
      </main>
    </div>
  );
}

function RecipeContent({
  recipe,
  signedIn,
  action,
  showPhoto,
}: {
  recipe: SharedRecipe;
  signedIn: boolean;
  /** Signed-in actions, given the servings on screen. */
  action: ((servings: number | null) => ReactNode) | null;
  showPhoto: boolean;
}) {
  const sourceUrl = linkableSourceUrl(recipe.sourceUrl);
  const [factor, setFactor] = useAddressFactor();
  const [system, setSystem] = useUnitSystem();
  const view: KitchenView = { factor, system };
  const { t } = useLingui();
  const prepTime = recipe.prepTime;
  const servings = recipe.servings;
  const shownFactor = formatAmount(factor);
  const ownerName = recipe.ownerName?.trim() || ANONYMOUS_NAME;
  return (
    <article className="space-y-8 print:space-y-4">
      <div className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 font-display text-3xl font-semibold tracking-tight break-words text-stone-900 sm:text-4xl print:text-2xl">
            <span dir="auto">{recipe.title}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            <KitchenLinks recipeId={recipe.id} factor={factor} />
            {/* The recipe as schema.org JSON-LD, which other recipe apps import. */}
            <a
              href={`/api/recipes/${encodeURIComponent(recipe.id)}/jsonld`}
              download
              title={t`As a schema.org recipe (JSON-LD), which other recipe apps can import`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <FileDown aria-hidden="true" />
              <Trans>Download</Trans>
            </a>
            {action?.(scaledServings(recipe.servings, factor))}
          </div>
        </div>
        {recipe.description ? (
          <p dir="auto" className="text-base leading-relaxed text-stone-600">
            {recipe.description}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
          {recipe.prepTime != null ? (
            <Meta icon={<Clock className="size-4" aria-hidden="true" />}>
              <Trans>{prepTime} mins</Trans>
            </Meta>
          ) : null}
          {recipe.servings ? (
            <Meta icon={<Users className="size-4" aria-hidden="true" />}>
              {factor !== 1 ? (
                <Trans>
                  Serves {servings} (shown ×{shownFactor})
                </Trans>
              ) : (
                <Trans>Serves {servings}</Trans>
              )}
            </Meta>
          ) : null}
          <span>
            <Trans>by {ownerName}</Trans>
          </span>
        </div>
        {recipe.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t`Tags`}>
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {recipe.imageUrl && showPhoto ? (
        <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-stone-100 print:mx-auto print:aspect-auto print:max-h-56 print:w-auto">
          <RecipeImage
            imageUrl={recipe.imageUrl}
            seed={recipe.id}
            sizes="(min-width: 896px) 848px, 100vw"
            loading="eager"
          />
        </div>
      ) : null}
      <KitchenControls
        servings={recipe.servings}
        factor={factor}
        onFactorChange={setFactor}
        system={system}
        onSystemChange={setSystem}
        className="rounded-2xl border border-stone-200 bg-white p-3"
      />
      <div className="space-y-8 print:grid print:grid-cols-3 print:gap-6 print:space-y-0">
        <section className="print:col-span-1 print:break-inside-avoid">
          <h2 className="text-xl font-semibold text-stone-900 print:text-base">
            <Trans>Ingredients</Trans>
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 text-stone-700 print:mt-1 print:space-y-0.5 print:text-sm">
            {recipe.ingredients.map((line, index) => (
              <li key={index} dir="auto" className={USER_LIST_ITEM}>
                <IngredientText line={line} view={view} />
              </li>
            ))}
          </ul>
        </section>
        <section className="print:col-span-2">
          <h2 className="text-xl font-semibold text-stone-900 print:text-base">
            <Trans>Instructions</Trans>
          </h2>
          <ol className="mt-3 list-decimal space-y-2 text-stone-700 print:mt-1 print:space-y-1 print:text-sm">
            {recipe.instructions.map((line, index) => (
              <li key={index} dir="auto" className={USER_LIST_ITEM}>
                <StepText step={line} system={system} />
              </li>
            ))}
          </ol>
        </section>
      </div>
      {sourceUrl ? (
        <a
          href={sourceUrl}
          target="_blank"
          rel={SOURCE_LINK_REL}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <Trans>View original</Trans>
        </a>
      ) : null}
      {signedIn ? (
        <SaveCopy recipe={recipe} />
      ) : (
        <div className="rounded-2xl bg-brand-50 p-6 text-center print:hidden">
          <h2 className="text-lg font-semibold text-stone-900">
            <Trans>Love this recipe?</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>Keep your own recipes and cook together with friends.</Trans>
          </p>
          <Link href="/" className={buttonVariants({ className: 'mt-4' })}>
            <Trans>Start your recipe collection</Trans>
          </Link>
        </div>
      )}
    </article>
  );
}

/** For a signed-in reader: a private copy of the recipe in My Recipes, as from Discover. */
function SaveCopy({ recipe }: { recipe: SharedRecipe }) {
  const { add, isPending, alreadyHave } = useAddToMyRecipes();
  const { t } = useLingui();
  return (
    <div className="rounded-2xl bg-brand-50 p-6 text-center print:hidden">
      <h2 className="text-lg font-semibold text-stone-900">
        <Trans>Want your own version?</Trans>
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Save a private copy to My Recipes and change it as you like.</Trans>
      </p>
      <Button
        className="mt-4"
        pending={isPending}
        pendingLabel={t`Saving`}
        onClick={() => void add(recipe)}
      >
        <CopyPlus aria-hidden="true" />
        <Trans>Save a Copy to My Recipes</Trans>
      </Button>
      <AlreadyHaveDialog state={alreadyHave} />
    </div>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </span>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">
        <Trans>Recipe Not Found</Trans>
      </h1>
      <p className="mt-1 text-stone-600">
        <Trans>This recipe may be private or doesn&apos;t exist.</Trans>
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-6' })}>
        <Trans>Browse Recipes</Trans>
      </Link>
    </div>
  );
}
