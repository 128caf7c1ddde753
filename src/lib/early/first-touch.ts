// The visit's first touch, read by the head script as the page loads (decision 049): where it
// landed, from which other site, with which campaign, when. Kept in memory (a window property) for
// as long as the document lives: no cookie, no storage, so a full reload starts a new visit. The
// campaign parameters leave the address bar once read, so a link the visitor shares or bookmarks
// does not carry someone else's campaign. A contact form sent natively (before the app is ready, or
// when it cannot run) carries it in its hidden source field.

import { CONTACT_SOURCE_FORM_FIELD, type ContactSource } from '@shared/contracts/contact-source';
import { firstTouchFrom, sourceForSubmit, withoutCampaign } from '@shared/contracts/contact-source-capture';
import { FIRST_TOUCH_PROPERTY } from './contract';

type WithFirstTouch = Window & { [FIRST_TOUCH_PROPERTY]?: ContactSource };

export function keepFirstTouch(
  win: Window = window,
  doc: Document = document,
  now = Date.now(),
): ContactSource {
  const url = new URL(win.location.href);
  const touch = Object.freeze(firstTouchFrom(url, doc.referrer, now));
  (win as WithFirstTouch)[FIRST_TOUCH_PROPERTY] = touch;
  const clean = withoutCampaign(url);
  if (clean) win.history.replaceState(win.history.state, '', `${clean.pathname}${clean.search}${clean.hash}`);
  // Capture phase: the hidden field is filled before the form is sent, natively or by the app.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const field =
        form instanceof HTMLFormElement ? form.elements.namedItem(CONTACT_SOURCE_FORM_FIELD) : null;
      if (!(field instanceof HTMLInputElement)) return;
      const value = sourceForSubmit(touch, win.location.pathname);
      if (value) field.value = value;
    },
    true,
  );
  return touch;
}
