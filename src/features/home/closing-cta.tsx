import { CtaBand } from '@/components/layout/cta-band';
import { closingCta } from '@/content/home';

export function ClosingCta() {
  return <CtaBand id="closing-cta" cta={closingCta} />;
}
