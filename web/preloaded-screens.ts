// The screens a signed-in page load fetches beside the app's own code (server/http/app-shell.ts
// names their files), loadable ahead of their first render from routes.tsx.
import { preloadable } from './lib/preloadable';

export const SignedInRoutes = preloadable(() => import('./signed-in-routes'));
export const MyRecipesPage = preloadable(() => import('./pages/my-recipes'));
