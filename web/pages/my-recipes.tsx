import { useMemo, useState } from 'react';
import { BookOpen, Plus, SearchX } from 'lucide-react';
import type { Recipe, RecipeSort } from '../../contract';
import { recipeLimitFor } from '../../contract/plans';
import { PageHeading } from '../components/app-layout';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/ui/select';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/auth/use-auth';
import { DraftCard } from '../features/offline/draft-card';
import { draftsMatching } from '../features/offline/draft-queue';
import { useRecipeDrafts } from '../features/offline/drafts';
import { openAddRecipe } from '../features/recipes/add-recipe-store';
import { RecipeCard, RecipeCardSkeleton } from '../features/recipes/recipe-card';
import { RecipeDetailDialog } from '../features/recipes/recipe-detail-dialog';
import { RecipeLimitBanner } from '../features/recipes/recipe-limit-banner';
import { SORT_LABELS, collectTags, sortRecipes } from '../features/recipes/sort-recipes';
import { TagFilter } from '../features/recipes/tag-filter';
import { useRecipes } from '../features/recipes/use-recipes';
import { useLiveRecipeList } from '../features/realtime/use-realtime';
import { useOfflineRecipeDocs } from '../features/sync/use-recipe-doc';
import { ShareDialog } from '../features/sharing/share-dialog';
import { useDebouncedSearch } from '../features/search/search-store';
import { errorMessageOf } from '../lib/api';
import { countLabel } from '../lib/format';
import { EmptyState, RecipeGrid } from '../components/recipe-grid';

const SKELETON_COUNT = 8;

export default function MyRecipesPage() {
  const user = useCurrentUser();
  const search = useDebouncedSearch();
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [sort, setSort] = useState<RecipeSort>('recent');
  const [openRecipeId, setOpenRecipeId] = useState<string | null>(null);
  const [shareRecipeId, setShareRecipeId] = useState<string | null>(null);
  useLiveRecipeList(user.id);

  // The unfiltered list gives the plan count and the tag chips; the filtered one fills the grid.
  // With no search and no tags they are the same query.
  const allRecipes = useRecipes({});
  const listed = useRecipes({ search, tags: selectedTags });
  // Every listed recipe stays editable offline: its document is kept on the device.
  useOfflineRecipeDocs(allRecipes.isSuccess ? allRecipes.data : undefined);
  // Recipes made offline and not on the server yet: first in the grid.
  const allDrafts = useRecipeDrafts(user.id);
  const drafts = useMemo(
    () => draftsMatching(allDrafts, search, selectedTags),
    [allDrafts, search, selectedTags],
  );

  const ownedCount = allRecipes.data?.filter((recipe) => recipe.ownerUid === user.id).length ?? 0;
  const tagChips = useMemo(() => {
    const tags = collectTags(allRecipes.data ?? []);
    const missing = selectedTags.filter((tag) => !tags.includes(tag));
    return [...tags, ...missing];
  }, [allRecipes.data, selectedTags]);
  const recipes = useMemo(() => sortRecipes(listed.data ?? [], sort), [listed.data, sort]);
  const openRecipe = useMemo(
    () => findRecipe(openRecipeId, listed.data, allRecipes.data),
    [openRecipeId, listed.data, allRecipes.data],
  );

  const shareRecipe = useMemo(
    () => findRecipe(shareRecipeId, listed.data, allRecipes.data),
    [shareRecipeId, listed.data, allRecipes.data],
  );

  const isFiltering = search !== '' || selectedTags.length > 0;
  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  return (
    <>
      <RecipeLimitBanner count={ownedCount} limit={recipeLimitFor(user)} />
      <PageHeading title="My Recipes">
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <div className="flex items-center gap-2">
            {listed.data ? (
              <Badge variant="brand">{countLabel(listed.data.length, 'recipe')}</Badge>
            ) : null}
            {listed.isFetching && listed.isPlaceholderData ? (
              <Spinner className="size-4" label="Updating" />
            ) : null}
          </div>
          <Select value={sort} onValueChange={(value) => setSort(value as RecipeSort)}>
            <SelectTrigger aria-label="Sort recipes" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="end">
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </PageHeading>

      <TagFilter
        tags={tagChips}
        selected={selectedTags}
        onToggle={toggleTag}
        onClear={() => setSelectedTags([])}
      />

      {listed.isPending ? (
        <RecipeGrid label="Loading recipes">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <RecipeCardSkeleton key={index} />
          ))}
        </RecipeGrid>
      ) : listed.isError && !listed.data ? (
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title="Your recipes could not be loaded"
          hint={errorMessageOf(listed.error, 'Please try again.')}
          action={
            <Button variant="outline" onClick={() => void listed.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : recipes.length === 0 && drafts.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-7" aria-hidden="true" />}
          title="No recipes found"
          hint={
            isFiltering
              ? 'Try adjusting your search or filters'
              : 'Get started by adding your first recipe'
          }
          action={
            isFiltering ? null : (
              <Button onClick={openAddRecipe}>
                <Plus aria-hidden="true" />
                Add Recipe
              </Button>
            )
          }
        />
      ) : (
        <RecipeGrid label="Recipes">
          {drafts.map((draft) => (
            <DraftCard key={draft.id} draft={draft} />
          ))}
          {recipes.map((recipe) => (
            <RecipeCard
              key={recipe.id}
              recipe={recipe}
              onOpen={(opened) => setOpenRecipeId(opened.id)}
              onShare={(shared) => setShareRecipeId(shared.id)}
            />
          ))}
        </RecipeGrid>
      )}

      {openRecipe ? (
        <RecipeDetailDialog
          key={openRecipe.id}
          recipe={openRecipe}
          open
          onOpenChange={(open) => {
            if (!open) setOpenRecipeId(null);
          }}
        />
      ) : null}
      {shareRecipe ? (
        <ShareDialog
          key={shareRecipe.id}
          recipe={shareRecipe}
          open
          onOpenChange={(open) => {
            if (!open) setShareRecipeId(null);
          }}
        />
      ) : null}
    </>
  );
}

function findRecipe(id: string | null, ...lists: Array<Recipe[] | undefined>): Recipe | null {
  if (!id) return null;
  for (const list of lists) {
    const found = list?.find((recipe) => recipe.id === id);
    if (found) return found;
  }
  return null;
}
