import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/ui/reveal';
import { siteConfig } from '@/config/site';
import { closingCta } from '@/content/home';
import { cn } from '@/lib/cn';

const onGradient =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold transition outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <Reveal className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-accent-gradient px-6 py-14 text-center shadow-2xl shadow-indigo-900/30 sm:px-14 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -left-20 -top-20 size-72 rounded-full bg-white/15 blur-3xl" />
          <div className="absolute -bottom-24 -right-10 size-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
          <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.07)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:radial-gradient(70%_80%_at_50%_50%,#000,transparent)]" />
        </div>
        <h2
          id="closing-cta-title"
          className="mx-auto max-w-2xl text-balance text-3xl font-semibold tracking-tight text-white sm:text-5xl"
        >
          {closingCta.title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg leading-relaxed text-indigo-50">
          {closingCta.text}
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link
            to={siteConfig.salesLink}
            className={cn(onGradient, 'bg-white text-indigo-700 shadow-lg hover:bg-indigo-50')}
          >
            {closingCta.primary}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link
            to={closingCta.secondary.to}
            className={cn(onGradient, 'border border-white/40 text-white hover:bg-white/10')}
          >
            {closingCta.secondary.label}
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
