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
      className="[--near-view-size:35rem] lg:[--near-view-size:24rem]"
    >
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="pricing-faq-heading"
          align="left"
          eyebrow={pricingFaq.eyebrow}
          title={pricingFaq.heading}
        />
        <Accordion className="border-t border-border">
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
