import { Seo } from '@/components/seo/seo';
import { siteConfig } from '@/config/site';
import { pages } from '@/content/pages';
import { useCases } from '@/content/use-cases';
import { UseCasesPage, useCasesJsonLd } from '@/features/use-cases';

const page = pages.useCases;

export function Component() {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        canonicalPath={page.path}
        jsonLd={useCasesJsonLd({
          useCases: useCases.items,
          siteName: siteConfig.name,
          title: page.heading,
          description: page.description,
          origin,
        })}
      />
      <UseCasesPage />
    </>
  );
}
