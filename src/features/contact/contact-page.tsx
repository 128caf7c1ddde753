import { useRef } from 'react';
import { island } from '@/components/layout/island';
import { PageHeader } from '@/components/layout/page-header';
import { TableOfContents } from '@/components/layout/table-of-contents';
import { Card } from '@/components/ui/card';
import { contactCopy, contactSections } from '@/content/contact';
import { pages } from '@/content/pages';
import { useTableOfContents, withIndent } from '@/hooks/use-table-of-contents';
import { HelpCard, WhyCard } from './contact-aside';

// The form is an island (decision 033): react-hook-form and the form's code are not in the page's
// first script. Until it hydrates, the served form works by itself (typing, the purpose choice and
// its demo details, a native POST that the origin answers); what was typed is read when it does.
const ContactForm = island('contact-form', () => import('./contact-form').then((m) => m.ContactForm));

/** Starts loading the form's code; resolves once it is there. */
export const loadIslands = () => ContactForm.load();

const page = pages.contact;
const FORM_TITLE_ID = 'contact-form-title';
/** The page's headings, so the prerendered page holds its table of contents (the app then reads the
 *  headings themselves, the demo details' included while shown). */
const initialToc = withIndent(
  [
    { id: FORM_TITLE_ID, text: contactCopy.form.title },
    { id: contactSections.why.id, text: contactSections.why.title },
    { id: contactSections.help.id, text: contactSections.help.title },
  ].map((item) => ({ ...item, level: 2 })),
);

export function ContactPage() {
  const contentRef = useRef<HTMLDivElement>(null);
  // The same table of contents as the legal pages, built from this page's h2/h3 headings.
  const toc = useTableOfContents({ container: contentRef, initialItems: initialToc });
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div ref={contentRef} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:gap-14">
          <Card id={contactSections.form.id} className="min-w-0 p-5 sm:p-8 lg:p-10">
            <h2 id={FORM_TITLE_ID} className="text-2xl font-semibold tracking-tight">
              {contactCopy.form.title}
            </h2>
            <p className="mt-2 text-pretty text-muted-foreground">{contactCopy.form.intro}</p>
            <p className="mt-1 text-sm text-muted-foreground">{contactCopy.form.requiredNote}</p>
            <ContactForm titleId={FORM_TITLE_ID} />
          </Card>
          <div className="flex min-w-0 flex-col gap-6">
            <WhyCard />
            <HelpCard />
            {/* Large screens only; the wrapper fills the column so the panel can stay in view. */}
            <div className="hidden lg:block lg:flex-1">
              <TableOfContents
                toc={toc}
                label={contactCopy.toc.title}
                className="rounded-2xl border border-border bg-card/60 p-6"
              />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
