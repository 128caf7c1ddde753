// An in-page link (#id) that goes through the router, so the shell's scroll manager scrolls
// (smoothly, below the header), and then moves focus to the target for keyboard users.
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { isPlainClick } from '@/lib/plain-click';

export function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

export function HashLink({
  targetId,
  onNavigate,
  onClick,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'to'> & { targetId: string; onNavigate?: (id: string) => void }) {
  return (
    <Link
      to={{ hash: targetId }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        onNavigate?.(targetId);
        focusSection(targetId);
      }}
      {...props}
    />
  );
}
