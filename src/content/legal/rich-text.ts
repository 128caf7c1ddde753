// Small helpers that keep legal copy readable: rich`Write to ${mail(x)} today.`
import type { Inline } from './types';

export const link = (text: string, href: string): Inline => ({ kind: 'link', text, href });
export const mail = (address: string): Inline => link(address, `mailto:${address}`);
export const strong = (text: string): Inline => ({ kind: 'strong', text });

/** Tagged template that keeps interpolated links and emphasis as their own runs. */
export function rich(strings: TemplateStringsArray, ...values: (Inline | number)[]): Inline[] {
  const out: Inline[] = [];
  const push = (part: Inline) => {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else if (part !== '') out.push(part);
  };
  strings.forEach((s, i) => {
    push(s);
    if (i < values.length) {
      const v = values[i]!;
      push(typeof v === 'number' ? String(v) : v);
    }
  });
  return out;
}

/** Plain text of rich text (for tests and accessible names). */
export function plainText(text: string | readonly Inline[]): string {
  if (typeof text === 'string') return text;
  return text.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
