import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notFoundCopy, pages } from '@/content/pages';

const page = pages.notFound;

/** Any path that is no page and no redirect; the origin serves it with status 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-gradient text-7xl font-bold tracking-tight">404</p>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{page.heading}</h1>
      <p className="mt-3 text-muted-foreground">{page.intro}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>{notFoundCopy.action}</Link>
      </Button>
    </section>
  );
}
