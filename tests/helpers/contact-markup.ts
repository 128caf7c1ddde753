// The contact page's real markup, rendered as the prerender renders it (react-dom/server), for the
// origin tests of the native contact form: the origin fills exactly what the app renders.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../src/config/paths.ts';
import { ContactPage, loadIslands } from '../../src/features/contact/contact-page.tsx';
import { FIXTURE_SITE_TEXT } from './fixture-dist.ts';

/** contact.html: the page inside a minimal document, with the site-only text. The form is an
 *  island: its code is loaded first, as the prerender does, so the markup holds it. `search`: the
 *  page as the app renders it at that address (`?purpose=demo`). */
export async function contactPageHtml(search = ''): Promise<string> {
  await loadIslands();
  const page = renderToString(
    createElement(MemoryRouter, { initialEntries: [paths.contact + search] }, createElement(ContactPage)),
  );
  return `<!doctype html><html><head><title>Contact</title></head><body><main id="main-content">${page}</main><p>${FIXTURE_SITE_TEXT}</p></body></html>`;
}
