// FAQ answers are native <details> (src/components/ui/accordion.tsx): the question is the
// <summary>, whose open state is the <details> element's `open` attribute.
import { expect, type Locator, type Page } from '@playwright/test';

/** The question of an FAQ entry (its <summary>), by its text. */
export const question = (scope: Page | Locator, text: string): Locator =>
  scope.locator('summary', { hasText: text });

/** Every question in a scope, in order. */
export const questions = (scope: Page | Locator): Locator => scope.locator('details > summary');

/** Expects the entry of a question to be open or closed. */
export async function expectOpen(summary: Locator, open: boolean): Promise<void> {
  const details = summary.locator('xpath=..');
  if (open) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
