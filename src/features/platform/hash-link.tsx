// An in-page link (#id) that goes through the router, so the shell's scroll manager scrolls
// (smoothly, below the header), and then moves focus to the target for keyboard users.
import type * as React from 'react';
import { Link } from 'react-router-dom';

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
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
          return;
        onNavigate?.(targetId);
        focusSection(targetId);
      }}
      {...props}
    />
  );
}
