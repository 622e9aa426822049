import { Link } from 'wouter';
import { Logo } from '../components/logo';
import { buttonVariants } from '../components/ui/button';

/** A shared recipe opened by link (/recipe/{id} and /shared/{id}). */
export default function RecipeViewPage() {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200/70 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <Link href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Browse More Recipes
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
          Shared Recipe
        </h1>
      </main>
    </div>
  );
}
