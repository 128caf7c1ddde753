// Single-open, collapsible accordion (Radix), styled once for every FAQ on the site.
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Accordion(
  props: Omit<React.ComponentProps<typeof AccordionPrimitive.Root>, 'type' | 'collapsible'>,
) {
  return <AccordionPrimitive.Root data-slot="accordion" type="single" collapsible {...(props as object)} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-medium outline-none transition hover:text-accent focus-visible:outline-2 focus-visible:outline-ring',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-muted-foreground"
      {...props}
    >
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
