import { Suspense, lazy, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { SIGNED_IN_PATHS } from '../contract/app-routes';
import { JOIN_RECIPE_PATH, SIGNED_IN_PAGE_META } from '../contract/recipe-values';
import { PageSpinner } from './components/ui/spinner';
import { useAuth } from './features/auth/use-auth';
import { prefetchFirstCards } from './features/recipes/use-recipe-cards';
import { noteStoredDocsOwner } from './features/offline/sync/stored-docs';
import { queryClient as appQueryClient } from './lib/query-client';
import { loginPathFor } from './lib/return-path';
import { MyRecipesPage, SignedInRoutes } from './preloaded-screens';

// Every screen is its own chunk, so the landing page loads only what it shows.
const LandingPage = lazy(() => import('./pages/landing'));
const LoginPage = lazy(() => import('./pages/login'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
const LearnMorePage = lazy(() => import('./pages/learn-more'));
const RecipeViewPage = lazy(() => import('./pages/recipe-view'));
const CookModePage = lazy(() => import('./pages/cook-mode'));
const ImportReceivePage = lazy(() => import('./pages/import-receive'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const JoinRecipeLandingPage = lazy(() => import('./pages/join-recipe-landing'));

/**
 * Whether somebody was signed in on this device when the app last checked: a hint only (the
 * session decides), so a returning cook's screens load beside the check instead of after it.
 */
const SIGNED_IN_HINT_KEY = 'potluck:signed-in';

function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode): the screens load after the check, as without a hint.
  }
}

/** Loads the signed-in screens' code, and on My Recipes its code and first cards, all at once. */
function warmSignedIn(queryClient: QueryClient) {
  void SignedInRoutes.preload();
  if (window.location.pathname !== '/') return;
  void MyRecipesPage.preload();
  void prefetchFirstCards(queryClient);
}

/** A page load the server answered for a signed-in session says so (server/http/app-shell.ts). */
const isSignedInPage = () => document.querySelector(`meta[name="${SIGNED_IN_PAGE_META}"]`) !== null;

if (readSignedInHint() || isSignedInPage()) warmSignedIn(appQueryClient);

/**
 * My Recipes' frame, when the server sent it in the page (a signed-in visit to My Recipes, see
 * web/index.html): it stays in sight while the app starts, in place of a spinner, and goes as
 * the first screen is drawn (before the browser paints it, so nothing flashes between them).
 */
const pageFrame = () => document.getElementById('page-frame');

function DropPageFrame() {
  useLayoutEffect(() => pageFrame()?.remove(), []);
  return null;
}

function StartingScreen() {
  if (pageFrame()) return null;
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <PageSpinner />
    </div>
  );
}

/** The route table of SPEC §2: which screens exist depends on whether somebody is signed in. */
export function AppRoutes() {
  // The screens follow the session check as a deferred update: the signed-in layout and its first
  // screen are drawn in slices between paints, not in the one task that answered the check.
  const auth = useAuth();
  const user = useDeferredValue(auth.user);
  const isLoading = useDeferredValue(auth.isLoading);
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  const userId = user?.id;
  useEffect(() => {
    if (isLoading) return;
    // Signed in without the hint (a first visit, or just signed in): warm up now.
    if (signedIn && !readSignedInHint()) warmSignedIn(queryClient);
    writeSignedInHint(signedIn);
    // Whose documents the device keeps, so a session that ends mid-edit keeps them for its person.
    if (userId) noteStoredDocsOwner(userId);
  }, [isLoading, signedIn, userId, queryClient]);
  if (isLoading) return <StartingScreen />;
  return (
    <Suspense fallback={<StartingScreen />}>
      <DropPageFrame />
      {user ? <SignedInRoutes /> : <SignedOutRoutes />}
    </Suspense>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/learn-more" component={LearnMorePage} />
      <Route path="/recipe/:id/cook" component={CookModePage} />
      <Route path="/recipe/:id">
        <RecipeViewPage />
      </Route>
      <Route path="/shared/:id">
        <RecipeViewPage />
      </Route>
      <Route path="/import/receive" component={ImportReceivePage} />
      {/* Says who invited them to what before asking them to sign in or sign up. */}
      <Route path={JOIN_RECIPE_PATH} component={JoinRecipeLandingPage} />
      {/* Signed-in screens (contract/app-routes.ts): to sign in, rather than the 404 page. */}
      {SIGNED_IN_PATHS.map((path) => (
        <Route key={path} path={path}>
          <RedirectToLogin />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** To sign in, and back to this screen (its query too: an invitation's token) afterwards. */
function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}
