// Single-open, collapsible FAQ lists, styled once for the site: native <details> sharing a `name`,
// so the browser opens one at a time, toggles with a click, Enter or Space, and finds text in a
// closed answer, all before (and without) any script.
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';

const GroupName = React.createContext<string | undefined>(undefined);

export function Accordion({ className, children, ...props }: React.ComponentProps<'div'>) {
  const name = React.useId();
  return (
    <GroupName.Provider value={name}>
      {/* One FAQ pattern for the site: the questions in one card, divided by rules. */}
      <div
        data-slot="accordion"
        className={cn('rounded-2xl border border-border bg-card px-5 sm:px-7', className)}
        {...props}
      >
        {children}
      </div>
    </GroupName.Provider>
  );
}

export function AccordionItem({
  className,
  ...props
}: Omit<React.ComponentProps<'details'>, 'name'> & { value?: string }) {
  const name = React.useContext(GroupName);
  const { value: _value, ...rest } = props;
  return (
    <details
      data-slot="accordion-item"
      name={name}
      className={cn('group border-b border-border last:border-b-0', className)}
      {...rest}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: React.ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-base font-medium transition hover:text-accent [&::-webkit-details-marker]:hidden',
        className,
      )}
    >
      <Heading className="text-base font-medium">{children}</Heading>
      <ChevronDown
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
        aria-hidden="true"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div data-slot="accordion-content" className="text-muted-foreground">
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </div>
  );
}
