import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables now. It builds them on its first call, which takes tens of
 * milliseconds on a phone; the start-up calls this in a task of its own so that the work does not
 * land in the middle of hydration.
 */
export function prepareCn(): void {
  twMerge('p-0 p-1');
}
