import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertTriangle, SearchX, WifiOff } from 'lucide-react';
import { PageHeading } from '../shell/app-layout';
import { Button } from '../components/ui/button';
import { DiscoverCard } from '../features/discover/discover-card';
import {
  useAddToMyRecipes,
  useDiscoverRecipes,
  useDiscoverTags,
  useLiveDiscover,
} from '../features/discover/use-discover';
import { AlreadyHaveDialog } from '../features/recipes/already-have-dialog';
import { TagFilter } from '../features/recipes/tag-filter';
import { useDebouncedSearch } from '../features/search/search-store';
import { useOnline } from '../lib/online';
import { EmptyState, LoadFailed, RecipeGrid, RecipeGridSkeleton } from '../components/recipe-grid';

const TAG_CHIPS = 20;

export default function DiscoverPage() {
  const search = useDebouncedSearch();
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const tags = useDiscoverTags();
  const discover = useDiscoverRecipes(search, selectedTags);
  const addToMine = useAddToMyRecipes();
  const isOnline = useOnline();
  useLiveDiscover();
  const { t } = useLingui();

  const chips = (tags.data ?? []).slice(0, TAG_CHIPS).map((item) => item.tag);
  const recipes = discover.data?.pages.flatMap((page) => page.recipes) ?? [];
  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  return (
    <>
      {/* The header's search box drives the query (search-store). */}
      <PageHeading title={t`Discover Recipes`} />

      <TagFilter
        tags={chips}
        selected={selectedTags}
        onToggle={toggleTag}
        onClear={() => setSelectedTags([])}
      />

      {discover.isPending ? (
        <RecipeGridSkeleton />
      ) : discover.isError && !isOnline ? (
        // Public recipes are never stored on the device (only the user's own are).
        <EmptyState
          icon={<WifiOff className="size-7" aria-hidden="true" />}
          title={t`Discover needs a connection`}
          hint={t`Public recipes show here again when you're back online.`}
        />
      ) : discover.isError ? (
        <LoadFailed
          icon={<AlertTriangle className="size-7" aria-hidden="true" />}
          title={t`Unable to load recipes`}
          error={discover.error}
          onRetry={() => void discover.refetch()}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title={t`No Recipes Found`}
          hint={
            search || selectedTags.length > 0
              ? t`Try adjusting your search or filters`
              : t`No public recipes have been shared yet.`
          }
        />
      ) : (
        <>
          <RecipeGrid label={t`Public recipes`}>
            {recipes.map((recipe) => (
              <DiscoverCard
                key={recipe.id}
                recipe={recipe}
                onAdd={(chosen) => void addToMine.add(chosen)}
                isAdding={addToMine.addingId === recipe.id}
              />
            ))}
          </RecipeGrid>
          {discover.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                pending={discover.isFetchingNextPage}
                disabled={!isOnline}
                onClick={() => void discover.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
      <AlreadyHaveDialog state={addToMine.alreadyHave} />
    </>
  );
}
