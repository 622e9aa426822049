import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Suspense,
  lazy,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Plus, SearchX, Upload } from 'lucide-react';
import { Link } from 'wouter';
import type { Recipe, RecipeCard as RecipeCardData, RecipeSort } from '../../contract';
import { recipeLimitFor } from '../../contract/plans';
import { PageHeading } from '../shell/app-layout';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { NativeSelect } from '../components/ui/native-select';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/auth/use-auth';
import { usePlansSetting } from '../features/settings/use-public-settings';
import { draftsMatching } from '../features/offline/offline-search';
import { useRecipeDrafts } from '../features/offline/drafts';
import { openAddRecipe } from '../features/recipes/add-recipe-store';
import { RecipeCard } from '../features/recipes/recipe-card';
import { openedRecipe } from '../features/recipes/opened-recipe';
import { RecipeLimitBanner } from '../features/recipes/recipe-limit-banner';
import { SORT_LABELS, collectTags } from '../features/recipes/sort-recipes';
import { TagFilter } from '../features/recipes/tag-filter';
import { useRecipeCards } from '../features/recipes/use-recipe-cards';
import { useRecipeReturnPlace } from '../features/recipes/use-recipe-return-place';
import { recipeKeys, recipeQuery, useRecipe, useRecipes } from '../features/recipes/use-recipes';
import type { RecipeDraft } from '../features/offline/draft-queue';
import { useLiveRecipeList } from '../features/realtime/use-realtime';
import { useOfflineLibrary } from '../features/offline/sync/offline-recipe-docs';
import { useDebouncedSearch } from '../features/search/search-store';
import { toastError } from '../lib/error-toast';
import { useOnline } from '../lib/online';
import {
  EmptyState,
  LoadFailed,
  RecipeCardSkeleton,
  RecipeGridSkeleton,
} from '../components/recipe-grid';
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
// Recipes kept on this device only (saved offline) are rare: their card, with its confirmation
// dialog, loads when there is one.
const DraftCard = lazy(() =>
  import('../features/offline/draft-card').then((module) => ({ default: module.DraftCard })),
);
const RecipeDetailDialog = lazy(() =>
  loadDetailDialog().then((module) => ({ default: module.RecipeDetailDialog })),
);
const ShareDialog = lazy(() =>
  loadShareDialog().then((module) => ({ default: module.ShareDialog })),
);

export default function MyRecipesPage() {
  const user = useCurrentUser();
  const plans = usePlansSetting();
  const search = useDebouncedSearch();
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [sort, setSort] = useState<RecipeSort>('recent');
  const [openRecipeId, setOpenRecipeId] = useState<string | null>(null);
  const [shareRecipeId, setShareRecipeId] = useState<string | null>(null);
  useLiveRecipeList(user.id);
  const { t, i18n } = useLingui();

  // The grid is read a page at a time as it scrolls (use-recipe-cards.ts); the first page also
  // brings the plan count and every tag of the library. Online the screen never reads the whole
  // list: it is read in the background for offline use (offline-recipe-docs.ts). Offline, that
  // stored list is the source of everything here.
  // The cards are drawn as a deferred update, in short slices the browser can interleave with
  // input and painting: the query's own update, or the screen's first render when the first page
  // is already here, would draw every card in one long task. Until then the grid's place shows its
  // loading skeleton.
  const cards = useDeferredValue(useRecipeCards({ search, tags: selectedTags, sort }));
  const drawn = useDeferredValue(true, false);
  // The limit banner stands above the first cards: both wait for the settings that say whether
  // it applies, so it never pushes cards down after they are drawn.
  const cardsPending = cards.isPending || !drawn || !plans.isSettled;
  const settled = useIdleAfter(!cards.isPending);
  const isOnline = useOnline();
  useOfflineLibrary(settled, user.id);
  // The stored list stands in for the server offline, and, for one opened recipe, when its read
  // found no server although the browser says it is online (the next one tries the server again).
  const [unreachable, setUnreachable] = useState(false);
  const offline = !isOnline || unreachable;
  const stored = useRecipes({}, { enabled: settled && offline });
  // Deferred like the cards: the count, chips and dialogs it feeds are drawn again in slices.
  // Only while offline: online, an older stored copy may lack or misstate what the server has.
  const library = useDeferredValue(offline ? stored.data : undefined);
  // Recipes made offline and not on the server yet: first in the grid.
  const allDrafts = useRecipeDrafts(user.id);
  const drafts = useMemo(
    () => draftsMatching(allDrafts, search, selectedTags),
    [allDrafts, search, selectedTags],
  );

  // Counted by the server with the first cards; offline, from the stored list.
  const listedOwnedCount = useMemo(
    () => library?.filter((recipe) => recipe.ownerUid === user.id).length,
    [library, user.id],
  );
  const firstPage = cards.data?.pages[0];
  const ownedCount = firstPage?.ownedCount ?? listedOwnedCount ?? null;
  const listedCards = useMemo(
    () => cards.data?.pages.flatMap((page) => page.cards) ?? [],
    [cards.data],
  );
  const total = firstPage?.total ?? listedCards.length;
  const gridItems = useMemo<GridItem[]>(
    () => [...drafts.map(draftItem), ...listedCards.map(cardItem)],
    [drafts, listedCards],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const closeRecipe = useCallback(() => {
    setOpenRecipeId(null);
    setUnreachable(false);
  }, []);
  useRecipeReturnPlace(openRecipeId, setOpenRecipeId);
  const onUnreachable = useCallback(() => setUnreachable(true), []);
  const openRecipe = useOpenedRecipe({
    id: openRecipeId,
    offline,
    stored: library,
    // Decided only on the list as last read: a copy from an earlier spell offline may be older.
    storedSettled: offline && !stored.isFetching && library === stored.data,
    storedFailed: offline && stored.isError,
    onUnreachable,
    onClose: closeRecipe,
  });
  const onGridIntent = useCardIntent(!offline);
  const shareRecipe = useMemo(
    () => findRecipe(shareRecipeId, listedCards) ?? findRecipe(shareRecipeId, library ?? []),
    [shareRecipeId, listedCards, library],
  );

  // Stable, so the grid (memoised) is not drawn again when only the rest of the screen changes.
  const renderGridItem = useCallback(
    (item: GridItem) =>
      item.kind === 'draft' ? (
        <Suspense fallback={<RecipeCardSkeleton />}>
          <DraftCard draft={item.draft} />
        </Suspense>
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
      <PageHeading title={t`My Recipes`}>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <div className="flex items-center gap-2">
            {cards.data ? (
              <Badge variant="brand">
                {plural(total, { one: '# recipe', other: '# recipes' })}
              </Badge>
            ) : null}
            {cards.isFetching && cards.isPlaceholderData ? (
              <Spinner className="size-4" label={t`Updating`} />
            ) : null}
          </div>
          <NativeSelect
            aria-label={t`Sort recipes`}
            className="w-48"
            value={sort}
            onChange={(event) => setSort(event.target.value as RecipeSort)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
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
        <RecipeLimitBanner count={ownedCount} limit={recipeLimitFor(user, plans)} />
      )}
      <LibraryTagFilter
        libraryTags={firstPage?.tags ?? null}
        library={library}
        listedCards={listedCards}
        selected={selectedTags}
        onToggle={toggleTag}
        onClear={() => setSelectedTags([])}
      />

      {cardsPending ? (
        <RecipeGridSkeleton />
      ) : cards.isError && !cards.data ? (
        <LoadFailed
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title={t`Your recipes could not be loaded`}
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : gridItems.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-7" aria-hidden="true" />}
          title={t`No recipes found`}
          hint={
            isFiltering
              ? t`Try adjusting your search or filters`
              : t`Get started by adding your first recipe`
          }
          action={
            isFiltering ? null : (
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={openAddRecipe}>
                  <Plus aria-hidden="true" />
                  <Trans>Add Recipe</Trans>
                </Button>
                <Link href="/import" className={buttonVariants({ variant: 'outline' })}>
                  <Upload aria-hidden="true" />
                  <Trans>Import from Another App</Trans>
                </Link>
              </div>
            )
          }
        />
      ) : (
        <VirtualRecipeGrid
          label={t`Recipes`}
          onIntent={onGridIntent}
          items={gridItems}
          itemKey={gridItemKey}
          renderItem={renderGridItem}
          onNearEnd={loadMore}
        />
      )}
      {isFetchingNextPage ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-5" label={t`Loading more recipes`} />
        </div>
      ) : null}

      {openRecipeId && !openRecipe ? <OpeningDialog onCancel={closeRecipe} /> : null}
      <Suspense fallback={<OpeningDialog />}>
        {openRecipe ? (
          <RecipeDetailDialog
            key={openRecipe.id}
            recipe={openRecipe}
            open
            onOpenChange={(open) => {
              if (!open) closeRecipe();
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

// The work a page of cards, or offline the stored list of thousands, costs when it arrives is split
// over components of their own: React renders a deferred update a component at a time between
// paints, so each is a short slice instead of one long render of the whole screen.

/**
 * The tag chips: every tag of the library, as the first page of cards brings them (offline, from
 * the stored list), with those of the listed cards, which change in place as recipes are edited
 * here or by others before the next first page is read.
 */
function LibraryTagFilter({
  libraryTags,
  library,
  listedCards,
  selected,
  onToggle,
  onClear,
}: {
  libraryTags: readonly string[] | null;
  library: readonly Recipe[] | undefined;
  listedCards: readonly RecipeCardData[];
  selected: string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}) {
  const tags = useMemo(() => {
    const known = collectTags([{ tags: libraryTags ?? [] }, ...(library ?? listedCards)]);
    const missing = selected.filter((tag) => !known.includes(tag));
    return [...known, ...missing];
  }, [libraryTags, library, listedCards, selected]);
  return <TagFilter tags={tags} selected={selected} onToggle={onToggle} onClear={onClear} />;
}

/**
 * While a card's recipe is read, or its dialog loads its code (the first one opened, without
 * pointing or tabbing at the grid first, as a screen reader's browse mode does): said, and shown
 * over the page. Escape gives up waiting (`onCancel`).
 */
function OpeningDialog({ onCancel }: { onCancel?: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    if (!onCancel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/20">
      <Spinner className="size-8" label={t`Opening recipe`} />
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
 * The recipe a card opens, whole: read on its own (GET /api/recipes/{id}, often read already as
 * the card was pressed or rested on), or offline from the stored list. A read that finds no
 * server calls `onUnreachable` (the stored list stands in for this opening); one the server
 * refuses (the recipe deleted or unshared meanwhile) is said, the lists are read again and
 * `onClose` closes it; so is a recipe the stored list, once settled, does not hold.
 */
function useOpenedRecipe({
  id,
  offline,
  stored,
  storedSettled,
  storedFailed,
  onUnreachable,
  onClose,
}: {
  id: string | null;
  offline: boolean;
  stored: Recipe[] | undefined;
  storedSettled: boolean;
  storedFailed: boolean;
  onUnreachable: () => void;
  onClose: () => void;
}): Recipe | null {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const single = useRecipe(id ?? '', id !== null && !offline);
  const lastShown = useRef<Recipe | null>(null);
  const { shown, outcome } = openedRecipe({
    id,
    offline,
    read: single.data,
    readError: single.isError ? single.error : null,
    stored,
    storedSettled,
    storedFailed,
    lastShown: lastShown.current,
  });
  useEffect(() => {
    lastShown.current = shown;
  });
  const readError = single.error;
  useEffect(() => {
    if (outcome === 'unreachable') {
      onUnreachable();
    } else if (outcome === 'refused') {
      toastError({ title: t`Recipe could not be opened`, error: readError });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
      onClose();
    } else if (outcome === 'not-stored') {
      toastError({
        title: t`Recipe could not be opened`,
        description: t`This recipe is not available offline.`,
      });
      onClose();
    }
  }, [outcome, readError, queryClient, onUnreachable, onClose, t]);
  return shown;
}

/** How long the pointer or the focus rests on a card before its recipe is read ahead. */
const CARD_INTENT_MS = 250;

/**
 * The grid's intent handler: loads the dialogs' code, and reads ahead the recipe of a card
 * pressed or touched at once, or one the pointer or the focus rests on (not every card the
 * pointer crosses: each read is kept by the service worker, beside the user and the list).
 */
function useCardIntent(online: boolean) {
  const queryClient = useQueryClient();
  const resting = useRef<{ id: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => () => clearTimeout(resting.current?.timer), []);
  return useCallback(
    (event: SyntheticEvent) => {
      const leaving = event.type === 'pointerleave' || event.type === 'blur';
      if (!leaving) loadCardDialogs();
      const id =
        event.target instanceof Element && !leaving
          ? event.target.closest<HTMLElement>('[data-recipe-id]')?.dataset.recipeId
          : undefined;
      if (resting.current && resting.current.id !== id) {
        clearTimeout(resting.current.timer);
        resting.current = null;
      }
      if (!id || !online) return;
      const readAhead = () => void queryClient.prefetchQuery(recipeQuery(id));
      if (event.type === 'pointerdown' || event.type === 'touchstart') {
        readAhead();
      } else if (!resting.current) {
        resting.current = { id, timer: setTimeout(readAhead, CARD_INTENT_MS) };
      }
    },
    [queryClient, online],
  );
}
