import { Quote } from 'lucide-react';
import { Avatar } from '@/components/illustrations/mock-parts';
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
      <Reveal className="mx-auto mt-12 max-w-4xl">
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
                    <Avatar name={t.name} tone={i} className="size-11 text-sm" />
                    <div>
                      <p className="font-semibold text-foreground">{t.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {t.role}, {t.company}
                      </p>
                    </div>
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
