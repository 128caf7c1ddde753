import { contactCopy } from '@/content/contact';

// TODO(legal TOC): render the shared <TableOfContents> (src/components/layout/table-of-contents.tsx)
// here once it exists; this slot only reserves its place (large screens only, sticky).
export function ContactToc() {
  return (
    <nav
      aria-label={contactCopy.toc.title}
      data-slot="contact-toc"
      className="sticky top-24 hidden rounded-2xl border border-dashed border-border p-6 lg:block"
    >
      <p className="text-sm font-semibold">{contactCopy.toc.title}</p>
    </nav>
  );
}
