import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-soft">
        <CircleAlert className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-stone-900">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-stone-600">Did you forget to add the page to the router?</p>
        <Link href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Go Home
        </Link>
      </div>
    </main>
  );
}
