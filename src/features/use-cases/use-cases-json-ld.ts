// schema.org WebPage whose main entity is the list of use cases, each a Service by the product.
import { paths } from '@/config/paths';
import type { UseCase } from '@/content/use-cases';

type JsonLd = Record<string, unknown>;

export function useCasesJsonLd({
  useCases,
  siteName,
  title,
  description,
  origin,
}: {
  useCases: readonly UseCase[];
  siteName: string;
  title: string;
  description: string;
  origin: string;
}): JsonLd {
  const url = `${origin}${paths.useCases}`;
  const provider = { '@type': 'Organization', name: siteName, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url,
    isPartOf: { '@type': 'WebSite', name: siteName, url: `${origin}/` },
    mainEntity: {
      '@type': 'ItemList',
      name: title,
      numberOfItems: useCases.length,
      itemListElement: useCases.map((useCase, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Service',
          name: useCase.title,
          serviceType: 'AI sales development',
          description: useCase.description,
          provider,
        },
      })),
    },
  };
}
