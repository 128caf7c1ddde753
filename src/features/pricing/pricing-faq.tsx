import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Section, SectionHeading } from '@/components/ui/section';
import { pricingFaq } from '@/content/pricing';

export function PricingFaq() {
  return (
    <Section
      opaque
      tinted
      aria-labelledby="pricing-faq-heading"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:42rem] sm:[--near-view-size:37rem]"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="pricing-faq-heading" eyebrow={pricingFaq.eyebrow} title={pricingFaq.heading} />
        <Accordion className="mt-10">
          {pricingFaq.items.map((item, i) => (
            <AccordionItem key={item.question} value={`faq-${i}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </Section>
  );
}
