import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { BookOpen, Plus, SearchX, Upload } from 'lucide-react';
import { Link } from 'wouter';
import type { Recipe, RecipeCard as RecipeCardData, RecipeSort } from '../../contract';
import { recipeLimitFor } from '../../contract/plans';
import { PageHeading } from '../components/app-layout';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { NativeSelect } from '../components/ui/native-select';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/auth/use-auth';
import { DraftCard } from '../features/offline/draft-card';
import { draftsMatching } from '../features/offline/draft-queue';
import { useRecipeDrafts } from '../features/offline/drafts';
import { openAddRecipe } from '../features/recipes/add-recipe-store';
import { RecipeCard } from '../features/recipes/recipe-card';
import { RecipeLimitBanner } from '../features/recipes/recipe-limit-banner';
import { SORT_LABELS, collectTags } from '../features/recipes/sort-recipes';
import { TagFilter } from '../features/recipes/tag-filter';
import { useRecipeCards } from '../features/recipes/use-recipe-cards';
import { useRecipe, useRecipes } from '../features/recipes/use-recipes';
import type { RecipeDraft } from '../features/offline/draft-queue';
import { useLiveRecipeList } from '../features/realtime/use-realtime';
import { useOfflineRecipeDocs } from '../features/sync/offline-recipe-docs';
import { useDebouncedSearch } from '../features/search/search-store';
import { countLabel } from '../lib/format';
import { EmptyState, LoadFailed, RecipeGridSkeleton } from '../components/recipe-grid';
import { VirtualRecipeGrid } from '../components/virtual-recipe-grid';

// The dialogs a card opens load apart from the grid, as soon as the cook points at, touches or
// tabs to a card: not while the screen opens, when most visits never open one.
const loadDetailDialog = () => import('../features/recipes/recipe-detail-dialog');
const loadShareDialog = () => import('../features/sharing/share-dialog');
let cardDialogsAsked = false;
const loadCardDialogs = () => {
  if (cardDialogsAsked) return;
  cardDialogsAsked = true;
  void loadDetailDialog();
  void loadShareDialog();
};
const RecipeDetailDialog = lazy(() =>
  loadDetailDialog().then((module) => ({ default: module.RecipeDetailDialog })),
);
const ShareDialog = lazy(() =>
  loadShareDialog().then((module) => ({ default: module.ShareDialog })),
);

export default function MyRecipesPage() {
  const user = useCurrentUser();
  const search = useDebouncedSearch();
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [sort, setSort] = useState<RecipeSort>('recent');
  const [openRecipeId, setOpenRecipeId] = useState<string | null>(null);
  const [shareRecipeId, setShareRecipeId] = useState<string | null>(null);
  useLiveRecipeList(user.id);

  // The grid is read a page at a time as it scrolls (use-recipe-cards.ts). The full list comes
  // after the first page: it gives the plan count, the tag chips and the recipe a card opens, and
  // is what the device keeps for offline use.
  // The cards are drawn as a deferred update, in short slices the browser can interleave with
  // input and painting: the query's own update, or the screen's first render when the first page
  // is already here, would draw every card in one long task. Until then the grid's place shows its
  // loading skeleton.
  const cards = useDeferredValue(useRecipeCards({ search, tags: selectedTags, sort }));
  const drawn = useDeferredValue(true, false);
  const cardsPending = cards.isPending || !drawn;
  const settled = useIdleAfter(!cards.isPending);
  // Deferred like the cards: the count, chips and dialogs it feeds are drawn again in slices.
  const library = useDeferredValue(useRecipes({}, { enabled: settled }).data);
  // Recipes made offline and not on the server yet: first in the grid.
  const allDrafts = useRecipeDrafts(user.id);
  const drafts = useMemo(
    () => draftsMatching(allDrafts, search, selectedTags),
    [allDrafts, search, selectedTags],
  );

  // Known with the first cards (the server counts), then from the whole list as it changes.
  const listedOwnedCount = useMemo(
    () => library?.filter((recipe) => recipe.ownerUid === user.id).length,
    [library, user.id],
  );
  const ownedCount = listedOwnedCount ?? cards.data?.pages[0]?.ownedCount ?? null;
  const listedCards = useMemo(
    () => cards.data?.pages.flatMap((page) => page.cards) ?? [],
    [cards.data],
  );
  const total = cards.data?.pages[0]?.total ?? listedCards.length;
  const gridItems = useMemo<GridItem[]>(
    () => [...drafts.map(draftItem), ...listedCards.map(cardItem)],
    [drafts, listedCards],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const openRecipe = useFullRecipe(openRecipeId, library);
  const shareRecipe = useMemo(
    () => findRecipe(shareRecipeId, listedCards) ?? findRecipe(shareRecipeId, library ?? []),
    [shareRecipeId, listedCards, library],
  );

  // Stable, so the grid (memoised) is not drawn again when only the rest of the screen changes.
  const renderGridItem = useCallback(
    (item: GridItem) =>
      item.kind === 'draft' ? (
        <DraftCard draft={item.draft} />
      ) : (
        <RecipeCard
          recipe={item.card}
          onOpen={(opened) => setOpenRecipeId(opened.id)}
          onShare={(shared) => setShareRecipeId(shared.id)}
        />
      ),
    [],
  );

  const isFiltering = search !== '' || selectedTags.length > 0;
  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  return (
    <>
      <PageHeading title="My Recipes">
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <div className="flex items-center gap-2">
            {cards.data ? <Badge variant="brand">{countLabel(total, 'recipe')}</Badge> : null}
            {cards.isFetching && cards.isPlaceholderData ? (
              <Spinner className="size-4" label="Updating" />
            ) : null}
          </div>
          <NativeSelect
            aria-label="Sort recipes"
            className="w-48"
            value={sort}
            onChange={(event) => setSort(event.target.value as RecipeSort)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </PageHeading>

      {/*
        The limit banner shows with the first cards, in the same place as the loading skeletons:
        nothing already on screen moves when it appears.
      */}
      {cardsPending || ownedCount === null ? null : (
        <RecipeLimitBanner count={ownedCount} limit={recipeLimitFor(user)} />
      )}
      <LibraryTagFilter
        library={library}
        listedCards={listedCards}
        selected={selectedTags}
        onToggle={toggleTag}
        onClear={() => setSelectedTags([])}
      />
      <KeepOfflineDocs recipes={library} />

      {cardsPending ? (
        <RecipeGridSkeleton />
      ) : cards.isError && !cards.data ? (
        <LoadFailed
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title="Your recipes could not be loaded"
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : gridItems.length === 0 ? (
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
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={openAddRecipe}>
                  <Plus aria-hidden="true" />
                  Add Recipe
                </Button>
                <Link href="/import" className={buttonVariants({ variant: 'outline' })}>
                  <Upload aria-hidden="true" />
                  Import from Another App
                </Link>
              </div>
            )
          }
        />
      ) : (
        <VirtualRecipeGrid
          label="Recipes"
          onIntent={loadCardDialogs}
          items={gridItems}
          itemKey={gridItemKey}
          renderItem={renderGridItem}
          onNearEnd={loadMore}
        />
      )}
      {isFetchingNextPage ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-5" label="Loading more recipes" />
        </div>
      ) : null}

      <Suspense fallback={<OpeningDialog />}>
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
      </Suspense>
    </>
  );
}

// The work a library of thousands costs when it arrives is split over components of their own:
// React renders a deferred update a component at a time between paints, so each is a short slice
// instead of one long render of the whole screen.

/**
 * The tag chips: every tag of the library once its whole list is here; until then the listed
 * cards' own, so the chips show with the first cards instead of pushing them down a moment later.
 */
function LibraryTagFilter({
  library,
  listedCards,
  selected,
  onToggle,
  onClear,
}: {
  library: readonly Recipe[] | undefined;
  listedCards: readonly RecipeCardData[];
  selected: string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}) {
  const tags = useMemo(() => {
    const known = collectTags(library ?? listedCards);
    const missing = selected.filter((tag) => !known.includes(tag));
    return [...known, ...missing];
  }, [library, listedCards, selected]);
  return <TagFilter tags={tags} selected={selected} onToggle={onToggle} onClear={onClear} />;
}

/** Every listed recipe stays editable offline: its document is kept on the device. */
function KeepOfflineDocs({ recipes }: { recipes: Recipe[] | undefined }) {
  useOfflineRecipeDocs(recipes);
  return null;
}

/**
 * While a card's dialog loads its code (the first one opened, without pointing or tabbing at the
 * grid first, as a screen reader's browse mode does): said, and shown over the page.
 */
function OpeningDialog() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/20">
      <Spinner className="size-8" label="Opening recipe" />
    </div>
  );
}

/** True once `ready` has been true and the browser has had an idle moment since. */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}

type GridItem = { kind: 'draft'; draft: RecipeDraft } | { kind: 'card'; card: RecipeCardData };

/**
 * One grid item per card or draft object, for as long as that object lives: a row of the grid is
 * drawn again only when its items change, and a card that did not change keeps its item.
 */
const draftItems = new WeakMap<RecipeDraft, GridItem>();
const cardItems = new WeakMap<RecipeCardData, GridItem>();

function draftItem(draft: RecipeDraft): GridItem {
  let item = draftItems.get(draft);
  if (!item) draftItems.set(draft, (item = { kind: 'draft', draft }));
  return item;
}

function cardItem(card: RecipeCardData): GridItem {
  let item = cardItems.get(card);
  if (!item) cardItems.set(card, (item = { kind: 'card', card }));
  return item;
}

const gridItemKey = (item: GridItem) =>
  item.kind === 'draft' ? `draft:${item.draft.id}` : item.card.id;

function findRecipe<T extends { id: string }>(id: string | null, list: readonly T[]): T | null {
  return (id && list.find((recipe) => recipe.id === id)) || null;
}

/**
 * The recipe a card opens, whole: from the full list once it is loaded, else read on its own
 * (GET /api/recipes/{id}) while the list is still on its way.
 */
function useFullRecipe(id: string | null, all: Recipe[] | undefined): Recipe | null {
  const listed = findRecipe(id, all ?? []);
  const single = useRecipe(id ?? '', id !== null && !listed && all === undefined);
  return listed ?? (id !== null && single.data?.id === id ? single.data : null);
}
