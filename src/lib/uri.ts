/**
 * A URI component with its percent-encoding decoded, or null when the encoding is malformed
 * ("%E0%A4%A", typed or cut short by hand): the origin answers such a path with 400, and a page
 * ignores such a hash. Runtime-neutral (browser, Node, workers).
 */
export function decodeOrNull(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}
