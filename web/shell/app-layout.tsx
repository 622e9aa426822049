import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/use-auth';
import { runAfterLoad } from '../lib/after-load';
import { useRealtime } from '../features/realtime/use-realtime';
import { setAddRecipeOpen, useAddRecipeOpen } from '../features/recipes/add-recipe-store';
import { AppHeader } from './app-header';
import { preloadToaster } from '../components/toaster-host';
import { PageSpinner } from '../components/ui/spinner';

const AddRecipeDialog = lazy(() => import('../features/recipes/add-recipe-dialog'));

/** The frame of every signed-in screen: header, page, and the Add New Recipe dialog. */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const isAddOpen = useAddRecipeOpen();

  useEffect(() => runAfterLoad(preloadToaster), []);
  // One live socket for the whole signed-in app: besides updates, it notices a session that the
  // server ended (signed out elsewhere, account disabled) while the tab stays open.
  useRealtime();

  return (
    <div className="min-h-dvh">
      <AppHeader user={user} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      {isAddOpen ? (
        <Suspense fallback={null}>
          <AddRecipeDialog open onOpenChange={setAddRecipeOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The title block at the top of a signed-in screen. */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-stone-600">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
