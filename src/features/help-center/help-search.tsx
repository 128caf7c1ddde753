import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { helpCenterCopy } from '@/content/help-center';

const copy = helpCenterCopy.search;

export function HelpSearch({
  value,
  onChange,
  status,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  status: string;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    // Without scripts nothing would filter: the search is left out and every article reads.
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to jsdom, where React reports it as an unknown tag.
    <div role="search" className="mx-auto mt-10 max-w-2xl text-left no-scripts:hidden">
      <form onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={id} className="sr-only">
          {copy.label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && value) {
                e.preventDefault();
                onChange('');
              }
            }}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-status`}
            className="h-14 w-full rounded-2xl border border-input bg-card pl-14 pr-14 text-base text-foreground shadow-lg shadow-shade/5 transition placeholder:text-muted-foreground focus:border-ring dark:shadow-shade/30 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {value ? (
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label={copy.clear}
              className="absolute right-3 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-xl text-muted-foreground transition hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </form>
      {/* biome-ignore lint/a11y/useSemanticElements: an explicit status role is announced more reliably than <output>'s implicit one. */}
      <p id={`${id}-status`} role="status" className="mt-3 min-h-5 text-center text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
