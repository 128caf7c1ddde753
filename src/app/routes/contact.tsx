import { Seo } from '@/components/seo/seo';
import { pages } from '@/content/pages';
import { ContactPage } from '@/features/contact/contact-page';

const page = pages.contact;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} canonicalPath={page.path} />
      <ContactPage />
    </>
  );
}
