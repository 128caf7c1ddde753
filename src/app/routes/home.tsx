import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';
import { HomePage } from '@/features/home';

const page = pages.home;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <HomePage />
    </>
  );
}
