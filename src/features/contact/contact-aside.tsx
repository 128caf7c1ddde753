import { ArrowRight, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Tick } from '@/components/ui/tick';
import { contactCopy, contactSections } from '@/content/contact';

/** The selling points next to the form. */
export function WhyCard() {
  const why = contactCopy.why;
  return (
    <Card className="relative overflow-hidden p-6 sm:p-7">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-[linear-gradient(90deg,transparent,var(--grad-from),var(--grad-to),transparent)] opacity-70"
      />
      <h2 id={contactSections.why.id} className="text-lg font-semibold tracking-tight">
        {why.title}
      </h2>
      <ul className="mt-5 grid gap-4">
        {why.points.map((point) => (
          <li key={point} className="flex gap-3 text-sm leading-relaxed sm:text-[0.9375rem]">
            <Tick className="mt-0.5" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The way to the help centre for people who would rather read than write. */
export function HelpCard() {
  const help = contactCopy.help;
  return (
    <Card className="p-6 sm:p-7">
      <div className="flex items-start gap-4">
        <IconTile>
          <LifeBuoy className="size-5" aria-hidden="true" />
        </IconTile>
        <div className="min-w-0">
          <h2 id={contactSections.help.id} className="text-lg font-semibold tracking-tight">
            {help.title}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{help.text}</p>
        </div>
      </div>
      <Button asChild variant="secondary" className="mt-5 w-full">
        <Link to={help.link.to}>
          {help.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
