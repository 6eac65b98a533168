import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Any unknown path, and any route of the other sign-in state. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="opacity-70">The page you are looking for does not exist here.</p>
      <Link to={paths.landing.getHref()} className="btn btn-primary">
        Go home
      </Link>
    </main>
  );
}
