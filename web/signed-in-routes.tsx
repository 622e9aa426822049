import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppLayout } from './components/app-layout';

const MyRecipesPage = lazy(() => import('./pages/my-recipes'));
const DiscoverPage = lazy(() => import('./pages/discover'));
const HelpPage = lazy(() => import('./pages/help'));
const SubscribePage = lazy(() => import('./pages/subscribe'));
const AdminPage = lazy(() => import('./pages/admin'));
const TrashPage = lazy(() => import('./pages/trash'));
const RecipeViewPage = lazy(() => import('./pages/recipe-view'));
const CookModePage = lazy(() => import('./pages/cook-mode'));
const ImportReceivePage = lazy(() => import('./pages/import-receive'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

const APP_PATHS = new Set([
  '/',
  '/dashboard',
  '/discover',
  '/help',
  '/subscribe',
  '/admin',
  '/trash',
]);

/** Screens for signed-in users. The app screens share one header that stays mounted between them. */
export default function SignedInRoutes() {
  const [location] = useLocation();
  if (APP_PATHS.has(location)) {
    return (
      <AppLayout>
        <Switch>
          <Route path="/" component={MyRecipesPage} />
          <Route path="/dashboard" component={MyRecipesPage} />
          <Route path="/discover" component={DiscoverPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/subscribe" component={SubscribePage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/trash" component={TrashPage} />
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
      {/* Somebody who just signed in (or follows an old link) has no business on these screens. */}
      <Route path="/login">
        <Redirect to="/" replace />
      </Route>
      <Route path="/reset-password">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
