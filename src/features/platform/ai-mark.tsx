import { Sparkles } from 'lucide-react';
import { platformCopy } from '@/content/platform';
import { cn } from '@/lib/cn';

/** The small mark of an AI-powered feature in a list of features, named for assistive technology. */
export function AiMark({ className }: { className?: string }) {
  return (
    <Sparkles className={cn('size-3.5 shrink-0', className)} aria-label={platformCopy.aiBadge} role="img" />
  );
}
