// The visit's first touch as the head script read it when the page loaded (src/lib/early/first-touch.ts),
// for the app's contact submission: the header it sends beside the payload (decision 049).

import type { ContactSource } from '@shared/contracts/contact-source';
import { sourceForSubmit } from '@shared/contracts/contact-source-capture';
import { FIRST_TOUCH_PROPERTY } from './early/contract';

export function firstTouch(): ContactSource | null {
  if (typeof window === 'undefined') return null;
  return (window as Window & { [FIRST_TOUCH_PROPERTY]?: ContactSource })[FIRST_TOUCH_PROPERTY] ?? null;
}

/** The source to send with a form posted from the page at `formPath`, encoded; null for none. */
export const contactSourceFor = (formPath: string): string | null => sourceForSubmit(firstTouch(), formPath);
