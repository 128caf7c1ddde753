// The one SEO wrapper: full title, description, canonical link, Open Graph and Twitter card tags,
// JSON-LD. React 19 hoists <title>, <meta> and <link> into <head>, in the prerender (which moves
// them into the document's head) and in the browser alike. URLs are built from the configured
// SITE_URL, never from window.location, so the prerendered tags are the ones the browser keeps.
import { siteUrlFor } from '@/config/env';
import { siteConfig } from '@/config/site';
import { socialImage } from '@/config/social-image';

export type JsonLd = Record<string, unknown> | Record<string, unknown>[];

export type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. "/use-cases"); omitted for the not-found page. */
  path?: string;
  jsonLd?: JsonLd;
};

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** JSON for an inline script: `<` is escaped so no text can close the <script> element. */
const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');

export function Seo({ title, description, path, jsonLd }: SeoProps) {
  const full = fullTitle(title);
  const url = path === undefined ? undefined : siteUrlFor(path);
  const image = siteUrlFor(socialImage.path);
  const imageAlt = `${siteConfig.name}: ${siteConfig.tagline}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(socialImage.width)} />
      <meta property="og:image:height" content={String(socialImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is serialized data, with `<` escaped.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
    </>
  );
}
