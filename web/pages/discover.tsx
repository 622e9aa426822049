import { useState } from 'react';
import { AlertTriangle, SearchX, WifiOff } from 'lucide-react';
import { FREE_RECIPE_LIMIT } from '../../contract/plans';
import type { DiscoverRecipe } from '../../contract';
import { PageHeading } from '../components/app-layout';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { DiscoverCard } from '../features/discover/discover-card';
import {
  useCopyRecipe,
  useDiscoverRecipes,
  useDiscoverTags,
  useLiveDiscover,
} from '../features/discover/use-discover';
import { RecipeCardSkeleton } from '../features/recipes/recipe-card';
import { TagFilter } from '../features/recipes/tag-filter';
import { useDebouncedSearch } from '../features/search/search-store';
import { HttpError, errorMessageOf } from '../lib/api';
import { isUnauthorizedError } from '../lib/logged-out';
import { useOnline } from '../lib/online';
import { toast } from '../lib/toast';
import { EmptyState, RecipeGrid } from '../components/recipe-grid';

const TAG_CHIPS = 20;
const SKELETON_COUNT = 8;

export default function DiscoverPage() {
  const search = useDebouncedSearch();
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const tags = useDiscoverTags();
  const discover = useDiscoverRecipes(search, selectedTags);
  const copyRecipe = useCopyRecipe();
  const isOnline = useOnline();
  useLiveDiscover();

  const chips = (tags.data ?? []).slice(0, TAG_CHIPS).map((item) => item.tag);
  const recipes = discover.data?.pages.flatMap((page) => page.recipes) ?? [];
  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  function handleAdd(recipe: DiscoverRecipe) {
    copyRecipe.mutate(recipe.id, {
      onSuccess: () =>
        toast({
          title: 'Recipe Added!',
          description: `“${recipe.title}” is now in My Recipes.`,
          variant: 'success',
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        const body = error instanceof HttpError ? error.body : null;
        if (error instanceof HttpError && error.status === 403 && body?.upgradeRequired) {
          const limit = typeof body.limit === 'number' ? body.limit : FREE_RECIPE_LIMIT;
          toast({
            title: 'Recipe Limit Reached',
            description: `You've reached your limit of ${limit} recipes. Upgrade to Pro for just $2/month or $50 lifetime!`,
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Copy Failed',
            description: 'Could not copy the recipe. Please try again.',
            variant: 'destructive',
          });
        }
      },
    });
  }

  return (
    <>
      {/* The header's search box drives the query (search-store). */}
      <PageHeading title="Discover Recipes" />

      <TagFilter
        tags={chips}
        selected={selectedTags}
        onToggle={toggleTag}
        onClear={() => setSelectedTags([])}
      />

      {discover.isPending ? (
        <RecipeGrid label="Loading recipes">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <RecipeCardSkeleton key={index} />
          ))}
        </RecipeGrid>
      ) : discover.isError && !isOnline ? (
        // Public recipes are never stored on the device (only the user's own are).
        <EmptyState
          icon={<WifiOff className="size-7" aria-hidden="true" />}
          title="Discover needs a connection"
          hint="Public recipes show here again when you're back online."
        />
      ) : discover.isError ? (
        <EmptyState
          icon={<AlertTriangle className="size-7" aria-hidden="true" />}
          title="Unable to load recipes"
          hint={errorMessageOf(discover.error, 'Please try again.')}
          action={
            <Button variant="outline" onClick={() => void discover.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title="No Recipes Found"
          hint={
            search || selectedTags.length > 0
              ? 'Try adjusting your search or filters'
              : 'No public recipes have been shared yet.'
          }
        />
      ) : (
        <>
          <RecipeGrid label="Public recipes">
            {recipes.map((recipe) => (
              <DiscoverCard
                key={recipe.id}
                recipe={recipe}
                onAdd={handleAdd}
                isAdding={copyRecipe.isPending && copyRecipe.variables === recipe.id}
              />
            ))}
          </RecipeGrid>
          {discover.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                disabled={discover.isFetchingNextPage || !isOnline}
                onClick={() => void discover.fetchNextPage()}
              >
                {discover.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
