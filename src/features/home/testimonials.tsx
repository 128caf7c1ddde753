import { Quote } from 'lucide-react';
import { Avatar } from '@/components/illustrations/mock-parts';
import { CustomerMark } from '@/components/proof/customer-mark';
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
import { customer, namedResults } from '@/content/customers';
import { testimonials, testimonialsSection } from '@/content/home-testimonials';

export function Testimonials() {
  const total = testimonials.length;
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
      {namedResults.length ? (
        <Reveal className="mx-auto mt-12 max-w-4xl">
          <ul className="flex flex-col gap-4">
            {namedResults.map((r) => (
              <li
                key={`${r.customer}-${r.label}`}
                className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:gap-8"
              >
                <p className="flex items-baseline gap-3">
                  <span className="text-gradient text-5xl font-semibold tracking-tight">{r.figure}</span>
                  <span className="font-semibold text-foreground">
                    {r.label} <span className="font-normal text-muted-foreground">{r.period}</span>
                  </span>
                </p>
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
      <Reveal className="mx-auto mt-8 max-w-4xl">
        <Carousel aria-label={testimonialsSection.carouselLabel} slideCount={total}>
          <CarouselContent>
            {testimonials.map((t, i) => (
              <CarouselItem key={t.name} index={i} aria-label={testimonialsSection.slideLabel(i + 1, total)}>
                <figure className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card p-7 shadow-sm sm:p-12">
                  <div
                    aria-hidden="true"
                    className="absolute -right-24 -top-24 size-64 rounded-full bg-glow/10 blur-3xl"
                  />
                  <Quote className="size-9 text-accent" aria-hidden="true" />
                  <blockquote className="mt-6 flex-1 text-pretty text-lg font-medium leading-relaxed text-foreground sm:text-2xl sm:leading-relaxed">
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6">
                    {t.portrait ? (
                      <img
                        src={t.portrait}
                        alt=""
                        width={44}
                        height={44}
                        className="size-11 rounded-full object-cover"
                      />
                    ) : (
                      <Avatar name={t.name} tone={i} className="size-11 text-sm" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-foreground">{t.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {t.role}, {t.company}
                      </p>
                    </div>
                    <CustomerMark
                      customer={customer(t.customer)}
                      size="sm"
                      className="ml-auto text-muted-foreground max-sm:hidden"
                    />
                  </figcaption>
                </figure>
              </CarouselItem>
            ))}
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
