import { highlightSegments } from './filter-help';

/** Text with the searched words marked. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const segments = highlightSegments(text, terms);
  if (segments.length === 1 && !segments[0]!.match) return text;
  let offset = 0;
  return segments.map((s) => {
    const key = offset;
    offset += s.text.length;
    return s.match ? (
      <mark key={key} className="rounded-sm bg-accent-soft px-0.5 text-foreground ring-1 ring-accent/30">
        {s.text}
      </mark>
    ) : (
      <span key={key}>{s.text}</span>
    );
  });
}
