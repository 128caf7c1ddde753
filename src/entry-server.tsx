// The prerender's entry (built by scripts/build/build.ts for Node, never shipped to browsers): renders
// one route to HTML with react-dom's static API and react-router's static router, with the same
// routes and providers the browser hydrates.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { env } from '@/config/env';
import { App } from './app/app';
import { type PageRoute, pageRoutes } from './app/route-table';
import { loadPageAt, SiteRoutes } from './app/router';

export { pageRoutes, type PageRoute };
export const siteUrl = env.siteUrl;

export type RenderedPage = {
  /** The tags React hoists to <head>: title, meta, canonical link. */
  head: string;
  /** The markup of the root container. */
  body: string;
};

/** Renders the page at `pathname` in its default state (no query, no hash, dark theme). */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  await loadPageAt(pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App>
        <StaticRouter location={pathname}>
          <SiteRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Never outline a large Suspense boundary into a later segment (revealed by an inline script):
    // every page must be complete HTML in document order, readable without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return splitHoisted(html);
}

/**
 * React writes the hoisted head tags (<title>, <meta>, <link>) before the root's markup when it
 * renders no <html> itself; split them off so the build can place them in the document's head.
 */
function splitHoisted(html: string): RenderedPage {
  const tag = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let rest = html;
  let head = '';
  for (let m = tag.exec(rest); m; m = tag.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}
