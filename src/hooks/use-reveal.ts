// Reveals an element when 10% of it enters the viewport (spec: threshold 0.1). With reduced
// motion the CSS shows it at once; without IntersectionObserver it is simply shown.
import { useEffect, useRef, useState } from 'react';

export const REVEAL_THRESHOLD = 0.1;
export const STAGGER_MS = 80;

export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    io.observe(node);
    return () => io.disconnect();
  }, []);
  return { ref, state: shown ? ('shown' as const) : ('hidden' as const) };
}
