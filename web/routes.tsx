import { Suspense, lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { JOIN_HOUSEHOLD_PATH } from '../contract/household-values';
import { PageSpinner } from './components/ui/spinner';
import { useAuth } from './features/auth/use-auth';
import { prefetchFirstCards } from './features/recipes/use-recipe-cards';
import { loginPathFor } from './lib/return-path';

// Every screen is its own chunk, so the landing page loads only what it shows.
const LandingPage = lazy(() => import('./pages/landing'));
const LoginPage = lazy(() => import('./pages/login'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
const LearnMorePage = lazy(() => import('./pages/learn-more'));
const RecipeViewPage = lazy(() => import('./pages/recipe-view'));
const CookModePage = lazy(() => import('./pages/cook-mode'));
const ImportReceivePage = lazy(() => import('./pages/import-receive'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const SignedInRoutes = lazy(() => import('./signed-in-routes'));
const loadMyRecipes = () => import('./pages/my-recipes');

/** Paths of signed-in screens; a signed-out visit is sent to sign in rather than to the 404 page. */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/discover',
  '/help',
  '/subscribe',
  '/admin',
  '/trash',
  '/plan',
  '/shopping',
  '/shopping/:listId',
  '/household',
  JOIN_HOUSEHOLD_PATH,
];

function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <PageSpinner />
    </div>
  );
}

/** The route table of SPEC §2: which screens exist depends on whether somebody is signed in. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  // Signed in on My Recipes: its code and its first cards load beside the signed-in screens'
  // code, instead of one after the other.
  useEffect(() => {
    if (!signedIn || location !== '/') return;
    void loadMyRecipes();
    void prefetchFirstCards(queryClient);
    // Only as the app opens: later visits to "/" load both as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  if (isLoading) return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
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
