import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';
import { AboutPage } from '@/features/about/about-page';

const page = pages.about;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <AboutPage />
    </>
  );
}
