import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';
import { HelpCenterPage } from '@/features/help-center/help-center-page';

const page = pages.helpCenter;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <HelpCenterPage />
    </>
  );
}
