import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { contactCopy, contactSections } from '@/content/contact';
import { pages } from '@/content/pages';
import { HelpCard, WhyCard } from './contact-aside';
import { ContactForm } from './contact-form';
import { ContactToc } from './contact-toc';

const page = pages.contact;
const FORM_TITLE_ID = 'contact-form-title';

export function ContactPage() {
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
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
            <ContactToc />
          </div>
        </div>
      </div>
    </>
  );
}
