import { Check, Sparkles } from 'lucide-react';
import type * as React from 'react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Chip } from '@/components/illustrations/mock-parts';
import type { SetupPreview as Preview, SetupInput } from '@/content/home-setup';
import { setupSection } from '@/content/home-setup';
import { cn } from '@/lib/cn';

/** The preview's sample answer as plain text, for its text alternative. */
export function describePreview(preview: Preview): string {
  switch (preview.kind) {
    case 'text':
      return `${preview.field}: ${preview.value}`;
    case 'fields':
      return preview.rows.map((r) => `${r.label}: ${r.value}`).join('; ');
    case 'chips':
      return `${preview.groups.map((g) => `${g.label}: ${g.values.join(', ')}`).join('; ')}. ${preview.summary}`;
    case 'choices':
      return `${preview.field}: ${preview.options[preview.selected] ?? ''}`;
    case 'list':
      return `${preview.field}: ${preview.items.join('; ')}`;
  }
}

function FieldLabel({ children }: { children: React.ReactNode }) {
  return <p className="text-[11px] font-medium uppercase tracking-wider text-muted-foreground">{children}</p>;
}

function Body({ preview }: { preview: Preview }) {
  switch (preview.kind) {
    case 'text':
      return (
        <div>
          <FieldLabel>{preview.field}</FieldLabel>
          {/* Taller on a phone, where the window is as tall as the longest step's. */}
          <div className="mt-2 min-h-40 rounded-xl border border-input bg-background p-4 text-sm leading-relaxed text-foreground sm:min-h-28">
            {preview.value}
            <span className="ml-0.5 inline-block h-4 w-px translate-y-0.5 bg-accent motion-safe:animate-pulse" />
          </div>
        </div>
      );
    case 'fields':
      return (
        // On a phone each field is one line, its label inside the box: stacked as on a desktop it
        // made this the tallest step by far, and every other step's window (as tall as the
        // tallest) ended in an empty band.
        <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
          {preview.rows.map((row) => (
            <div
              key={row.label}
              className="flex items-center gap-3 rounded-xl border border-input bg-background px-3 py-2.5 sm:block sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0"
            >
              <div className="w-20 shrink-0 sm:w-auto">
                <FieldLabel>{row.label}</FieldLabel>
              </div>
              <div className="min-w-0 text-sm text-foreground sm:mt-2 sm:truncate sm:rounded-xl sm:border sm:border-input sm:bg-background sm:px-3.5 sm:py-2.5">
                {row.value}
              </div>
            </div>
          ))}
        </div>
      );
    case 'chips':
      return (
        <div className="grid grid-cols-2 gap-x-5 gap-y-4">
          {preview.groups.map((g) => (
            <div key={g.label}>
              <FieldLabel>{g.label}</FieldLabel>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {g.values.map((v) => (
                  <Chip key={v} tone="accent" className="shrink whitespace-normal px-2.5 py-1">
                    {v}
                  </Chip>
                ))}
              </div>
            </div>
          ))}
          <p className="col-span-2 inline-flex items-center gap-2 justify-self-start rounded-lg bg-success/10 px-3 py-1.5 text-sm font-semibold text-success">
            <Check className="size-4" aria-hidden="true" />
            {preview.summary}
          </p>
        </div>
      );
    case 'choices':
      return (
        <div>
          <FieldLabel>{preview.field}</FieldLabel>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {preview.options.map((option, i) => {
              const selected = i === preview.selected;
              return (
                <div
                  key={option}
                  className={cn(
                    'flex items-center gap-2.5 rounded-xl border px-3.5 py-3 text-sm',
                    selected
                      ? 'border-accent/50 bg-accent-soft font-medium text-foreground'
                      : 'border-border bg-background text-muted-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'grid size-4 shrink-0 place-items-center rounded-full border',
                      selected ? 'border-transparent bg-accent-gradient' : 'border-input',
                    )}
                  >
                    {selected ? <span className="size-1.5 rounded-full bg-on-accent" /> : null}
                  </span>
                  {option}
                </div>
              );
            })}
          </div>
        </div>
      );
    case 'list':
      return (
        <div>
          <FieldLabel>{preview.field}</FieldLabel>
          <ol className="mt-2 space-y-2 sm:space-y-1.5">
            {preview.items.map((item, i) => (
              <li
                key={item}
                className="flex items-center gap-3 rounded-xl border border-border bg-background px-3.5 py-3 text-sm text-foreground sm:py-2.5"
              >
                <span className="text-xs font-semibold tabular-nums text-accent">{i + 1}</span>
                {item}
              </li>
            ))}
          </ol>
        </div>
      );
  }
}

/** The code-built preview of one setup input: a setup window with its sample answer. */
export function SetupPreview({ input, index, total }: { input: SetupInput; index: number; total: number }) {
  return (
    // On a phone the window fills the stack of every step's window (as tall as the tallest: the
    // arrows under it never move); wider, every step has the same stage.
    <div className="h-full sm:h-[26rem]">
      <MockWindow
        size="lg"
        title={setupSection.previewTitle}
        alt={`${input.label}. ${input.description} ${describePreview(input.preview)}`}
        bodyClassName="flex flex-col p-5 sm:p-7"
      >
        <div className="flex items-center justify-between gap-4">
          <p className="text-xs font-medium text-muted-foreground">{setupSection.step(index + 1, total)}</p>
          <div className="flex gap-1">
            {Array.from({ length: total }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: progress segments are positions.
                key={i}
                className={cn(
                  'h-1.5 w-3 rounded-full sm:w-5',
                  i <= index ? 'bg-accent-gradient' : 'bg-muted',
                )}
              />
            ))}
          </div>
        </div>
        <p className="mt-5 text-xl font-semibold tracking-tight text-foreground">{input.label}</p>
        <p className="mt-1 text-sm text-muted-foreground">{input.description}</p>
        <div className="mt-5">
          <Body preview={input.preview} />
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <Chip tone="accent">
            <Sparkles className="size-3" aria-hidden="true" />
            {setupSection.aiNote}
          </Chip>
        </div>
      </MockWindow>
    </div>
  );
}
