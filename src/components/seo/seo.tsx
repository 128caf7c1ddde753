// The one SEO wrapper: full title, description, canonical link, Open Graph and JSON-LD.
// It builds the whole title itself (a parent titleTemplate would add a second <title>).
import { Helmet } from 'react-helmet-async';
import { siteConfig } from '@/config/site';

export type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. "/use-cases"); resolved against the current origin. */
  canonicalPath?: string;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
};

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

export function Seo({ title, description, canonicalPath, jsonLd, noindex }: SeoProps) {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const full = fullTitle(title);
  return (
    <Helmet prioritizeSeoTags>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:type" content="website" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonicalPath ? <link rel="canonical" href={`${origin}${canonicalPath}`} /> : null}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
    </Helmet>
  );
}
