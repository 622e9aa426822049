import { Suspense, lazy } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { JOIN_HOUSEHOLD_PATH } from '../contract/household-values';
import { JOIN_RECIPE_PATH } from '../contract/recipe-values';
import { AppLayout, PageHeading } from './shell/app-layout';
import { RecipeGridSkeleton } from './components/recipe-grid';
import { returnPathOf } from './lib/return-path';
import { MyRecipesPage } from './preloaded-screens';

const DiscoverPage = lazy(() => import('./pages/discover'));
const HelpPage = lazy(() => import('./pages/help'));
const SubscribePage = lazy(() => import('./pages/subscribe'));
const AdminPage = lazy(() => import('./pages/admin'));
const TrashPage = lazy(() => import('./pages/trash'));
const RecipeViewPage = lazy(() => import('./pages/recipe-view'));
const CookModePage = lazy(() => import('./pages/cook-mode'));
const ImportReceivePage = lazy(() => import('./pages/import-receive'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const PlanPage = lazy(() => import('./pages/plan'));
const ShoppingPage = lazy(() => import('./pages/shopping'));
const ShoppingListPage = lazy(() => import('./pages/shopping-list'));
const HouseholdPage = lazy(() => import('./pages/household'));
const JoinHouseholdPage = lazy(() => import('./pages/join-household'));
const JoinRecipePage = lazy(() => import('./pages/join-recipe'));
const LearnMorePage = lazy(() => import('./pages/learn-more'));
const ApiTokensPage = lazy(() => import('./pages/api-tokens'));
const SettingsPage = lazy(() => import('./pages/settings'));
const ApiDocsPage = lazy(() => import('./pages/api-docs'));
const ImportRecipesPage = lazy(() => import('./pages/import-recipes'));

const APP_PATHS = new Set([
  '/',
  '/dashboard',
  '/discover',
  '/help',
  '/subscribe',
  '/admin',
  '/trash',
  '/plan',
  '/shopping',
  '/household',
  '/settings',
  '/settings/api-tokens',
  '/api-docs',
  '/import',
  JOIN_HOUSEHOLD_PATH,
  JOIN_RECIPE_PATH,
]);

/** Whether `location` is an app screen (shown inside the header and layout). */
const isAppPath = (location: string) =>
  APP_PATHS.has(location) || /^\/shopping\/[^/]+$/.test(location);

/**
 * My Recipes, with its title and the outline of its grid while its code loads: the screen a
 * signed-in cook opens the app on names itself with the header, not a moment after it.
 */
function MyRecipes() {
  return (
    <Suspense
      fallback={
        <>
          <PageHeading title="My Recipes" />
          <RecipeGridSkeleton />
        </>
      }
    >
      <MyRecipesPage />
    </Suspense>
  );
}

/** Screens for signed-in users. The app screens share one header that stays mounted between them. */
export default function SignedInRoutes() {
  const [location] = useLocation();
  if (isAppPath(location)) {
    return (
      <AppLayout>
        <Switch>
          <Route path="/" component={MyRecipes} />
          <Route path="/dashboard" component={MyRecipes} />
          <Route path="/discover" component={DiscoverPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/subscribe" component={SubscribePage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/trash" component={TrashPage} />
          <Route path="/plan" component={PlanPage} />
          <Route path="/shopping" component={ShoppingPage} />
          <Route path="/shopping/:listId" component={ShoppingListPage} />
          <Route path="/household" component={HouseholdPage} />
          <Route path="/settings" component={SettingsPage} />
          <Route path="/settings/api-tokens" component={ApiTokensPage} />
          <Route path="/api-docs" component={ApiDocsPage} />
          <Route path="/import" component={ImportRecipesPage} />
          <Route path={JOIN_HOUSEHOLD_PATH} component={JoinHouseholdPage} />
          <Route path={JOIN_RECIPE_PATH} component={JoinRecipePage} />
        </Switch>
      </AppLayout>
    );
  }
  return (
    <Switch>
      <Route path="/recipe/:id/cook" component={CookModePage} />
      <Route path="/recipe/:id">
        <RecipeViewPage signedIn />
      </Route>
      <Route path="/shared/:id">
        <RecipeViewPage signedIn />
      </Route>
      <Route path="/import/receive" component={ImportReceivePage} />
      {/* The public pages that are not a sign-in form read the same signed in. */}
      <Route path="/learn-more" component={LearnMorePage} />
      {/* Somebody who just signed in (or follows an old link) has no business on these screens. */}
      <Route path="/login">
        <RedirectAfterLogin />
      </Route>
      <Route path="/reset-password">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Signed in on the login page: on to the screen it was opened for (its `next`), else home. */
function RedirectAfterLogin() {
  const search = useSearch();
  return <Redirect to={returnPathOf(search)} replace />;
}
