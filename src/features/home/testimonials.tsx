import { Quote } from 'lucide-react';
import { CustomerMark } from '@/components/proof/customer-mark';
import { PersonPicture } from '@/components/proof/person-picture';
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { customer, type NamedResult, namedResults } from '@/content/customers';
import { testimonials, testimonialsSection } from '@/content/home-testimonials';
import { cn } from '@/lib/cn';

/** A named result's figure and what it counts: "3x qualified meetings in one quarter". */
function ResultFigure({ result, className }: { result: NamedResult; className?: string }) {
  return (
    <p className={cn('flex items-baseline gap-3', className)}>
      <span className="text-gradient text-5xl font-semibold tracking-tight">{result.figure}</span>
      <span className="font-semibold text-foreground">
        {result.label} <span className="font-normal text-muted-foreground">{result.period}</span>
      </span>
    </p>
  );
}

/**
 * The testimonials, each with its company's mark. A customer's named result heads that customer's
 * testimonial (the quote says it in words, the figure in a number: told once); a result whose
 * customer has no testimonial stands on its own above them.
 */
export function Testimonials() {
  const total = testimonials.length;
  const resultOf = (id: string) => namedResults.find((r) => r.customer === id);
  const standalone = namedResults.filter((r) => !testimonials.some((t) => t.customer === r.customer));
  return (
    <Section id="social-proof" aria-labelledby="social-proof-title">
      <Reveal>
        <SectionHeading
          id="social-proof-title"
          eyebrow={testimonialsSection.eyebrow}
          title={testimonialsSection.title}
          intro={testimonialsSection.intro}
        />
      </Reveal>
      {standalone.length ? (
        <Reveal className="mx-auto mt-12 max-w-4xl">
          <ul className="flex flex-col gap-4">
            {standalone.map((r) => (
              <li
                key={`${r.customer}-${r.label}`}
                className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:gap-8"
              >
                <ResultFigure result={r} />
                <p className="flex-1 text-sm text-muted-foreground sm:border-l sm:border-border sm:pl-8">
                  <CustomerMark
                    customer={customer(r.customer)}
                    size="sm"
                    className="mb-1.5 flex text-foreground"
                  />
                  {r.detail}
                </p>
              </li>
            ))}
          </ul>
        </Reveal>
      ) : null}
      <Reveal className="mx-auto mt-12 max-w-4xl">
        <Carousel aria-label={testimonialsSection.carouselLabel} slideCount={total}>
          <CarouselContent>
            {testimonials.map((t, i) => {
              const result = resultOf(t.customer);
              return (
                <CarouselItem
                  key={t.name}
                  index={i}
                  aria-label={testimonialsSection.slideLabel(i + 1, total)}
                >
                  <figure className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card p-7 shadow-sm sm:p-12">
                    <div
                      aria-hidden="true"
                      className="absolute -right-24 -top-24 size-64 rounded-full bg-glow/10 blur-3xl"
                    />
                    <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
                      {result ? (
                        <ResultFigure result={result} className="flex-wrap gap-x-3 gap-y-1" />
                      ) : (
                        <Quote className="size-9 text-accent" aria-hidden="true" />
                      )}
                      <CustomerMark
                        customer={customer(t.customer)}
                        size="sm"
                        className="mt-1.5 text-muted-foreground"
                      />
                    </div>
                    <blockquote className="mt-6 flex-1 text-pretty text-lg font-medium leading-relaxed text-foreground sm:text-2xl sm:leading-relaxed">
                      <p>“{t.quote}”</p>
                    </blockquote>
                    <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6">
                      <PersonPicture name={t.name} portrait={t.portrait} tone={i} size="md" />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-foreground">{t.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {t.role}, {t.company}
                        </p>
                      </div>
                    </figcaption>
                  </figure>
                </CarouselItem>
              );
            })}
          </CarouselContent>
          <div className="mt-8 flex items-center justify-center gap-4">
            <CarouselPrevious />
            <CarouselDots />
            <CarouselNext />
          </div>
        </Carousel>
      </Reveal>
    </Section>
  );
}
