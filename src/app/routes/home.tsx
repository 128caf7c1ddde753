import { PageHeader } from '@/components/layout/page-header';
import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';

const page = pages.home;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <PageHeader title={page.heading} intro={page.intro} />
    </>
  );
}
