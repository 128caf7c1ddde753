import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';
import { PlatformPage } from '@/features/platform/platform-page';

const page = pages.platform;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <PlatformPage />
    </>
  );
}
