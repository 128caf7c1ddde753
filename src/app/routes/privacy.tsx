import { Seo } from '@/components/seo/seo';
import { legalDocuments } from '@/content/legal';
import { pages } from '@/content/pages';
import { LegalPage } from '@/features/legal/legal-page';

const page = pages.privacy;

export function Component() {
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <LegalPage document={legalDocuments.privacy} />
    </>
  );
}
