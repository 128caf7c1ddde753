// FAQ entries are native <details> (src/components/ui/accordion.tsx): the question is the
// <summary>, its open state the <details> element's `open` property.
import { screen } from '@testing-library/react';

/** The <summary> that holds a question, or null when it is not rendered. */
export function querySummary(question: string): HTMLElement | null {
  const heading = screen.queryByRole('heading', { name: question });
  return heading?.closest('summary') ?? null;
}

/** The <summary> that holds a question; throws when it is not rendered. */
export function getSummary(question: string): HTMLElement {
  const summary = querySummary(question);
  if (!summary) throw new Error(`No FAQ question “${question}”`);
  return summary;
}

/** Whether the entry a summary belongs to is open. */
export const isOpen = (summary: HTMLElement): boolean => (summary.parentElement as HTMLDetailsElement).open;
