// Every page of the site in one table: its path and copy (content/pages.ts, paths from
// config/paths.ts), its SEO, and its code, loaded lazily as its own chunk so a page never
// downloads another page's text. The browser router (router.tsx), the prerender
// (entry-server.tsx), the sitemap and the build's per-page preloads (scripts/build/build.ts) read it.
import type { ComponentType } from 'react';
import type { JsonLd } from '@/components/seo/seo';
import { NOT_FOUND_FILE, pageFile } from '@/config/paths';
import { siteConfig } from '@/config/site';
import type { LegalDocument } from '@/content/legal';
import { type PageMeta, pages } from '@/content/pages';

export type PageId = keyof typeof pages;

/** What a page's lazily loaded code provides: the page, and its JSON-LD when it has any. */
export type PageModule = {
  Page: ComponentType;
  jsonLd?: (siteUrl: string) => JsonLd;
  /** Loads the code of the page's islands (parts that hydrate after the rest: island.tsx). */
  islands?: () => Promise<unknown>;
};

export type PageRoute = {
  id: PageId;
  meta: PageMeta;
  /** The router path: the page's path, or '*' for the not-found page. */
  path: string;
  /** The prerendered document (the origin maps the path to it). */
  file: string;
  /** Whether the page has its own URL (canonical link, sitemap); false for the not-found page. */
  indexable: boolean;
  load: () => Promise<PageModule>;
};

const route = (id: PageId, load: PageRoute['load']): PageRoute => {
  const meta = pages[id];
  const notFound = meta.path === '*';
  return {
    id,
    meta,
    path: meta.path,
    file: notFound ? NOT_FOUND_FILE : pageFile(meta.path),
    indexable: !notFound,
    load,
  };
};

/** A legal page: the one legal layout with its document (each document its own chunk). */
const legal =
  (document: () => Promise<LegalDocument>): PageRoute['load'] =>
  async () => {
    const [{ LegalPage }, doc] = await Promise.all([import('@/features/legal/legal-page'), document()]);
    return { Page: () => <LegalPage document={doc} /> };
  };

/**
 * Each page's code, loaded lazily. Keyed by page, so a page of content/pages.ts without a loader is
 * a type error. The import() calls stay written out here: the build reads them (scripts/build/build.ts).
 */
const loaders: Record<PageId, PageRoute['load']> = {
  home: async () => {
    const { HomePage, loadIslands } = await import('@/features/home/home-page');
    return { Page: HomePage, islands: loadIslands };
  },
  platform: async () => ({ Page: (await import('@/features/platform/platform-page')).PlatformPage }),
  useCases: async () => {
    const [{ UseCasesPage }, { useCasesJsonLd }, { useCases }] = await Promise.all([
      import('@/features/use-cases/use-cases-page'),
      import('@/features/use-cases/use-cases-json-ld'),
      import('@/content/use-cases'),
    ]);
    return {
      Page: UseCasesPage,
      jsonLd: (siteUrl) =>
        useCasesJsonLd({
          useCases: useCases.items,
          siteName: siteConfig.name,
          title: pages.useCases.heading,
          description: pages.useCases.description,
          origin: siteUrl,
        }),
    };
  },
  pricing: async () => {
    const [{ PricingPage }, { pricingJsonLd }, { plans }] = await Promise.all([
      import('@/features/pricing/pricing-page'),
      import('@/features/pricing/pricing-json-ld'),
      import('@/content/pricing'),
    ]);
    return {
      Page: PricingPage,
      jsonLd: (siteUrl) =>
        pricingJsonLd({
          plans,
          siteName: siteConfig.name,
          description: pages.pricing.description,
          origin: siteUrl,
        }),
    };
  },
  about: async () => ({ Page: (await import('@/features/about/about-page')).AboutPage }),
  contact: async () => {
    const { ContactPage, loadIslands } = await import('@/features/contact/contact-page');
    return { Page: ContactPage, islands: loadIslands };
  },
  helpCenter: async () => ({
    Page: (await import('@/features/help-center/help-center-page')).HelpCenterPage,
  }),
  security: legal(async () => (await import('@/content/legal/security')).securityDocument),
  dpa: legal(async () => (await import('@/content/legal/dpa')).dpaDocument),
  sla: legal(async () => (await import('@/content/legal/sla')).slaDocument),
  usagePolicy: legal(async () => (await import('@/content/legal/usage-policy')).usagePolicyDocument),
  privacy: legal(async () => (await import('@/content/legal/privacy')).privacyDocument),
  terms: legal(async () => (await import('@/content/legal/terms')).termsDocument),
  notFound: async () => ({ Page: (await import('./not-found-page')).NotFoundPage }),
};

/** Every page, in the order of content/pages.ts. */
export const pageRoutes: PageRoute[] = (Object.keys(pages) as PageId[]).map((id) => route(id, loaders[id]));
