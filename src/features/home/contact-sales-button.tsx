import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { contactSalesLabel } from '@/content/home';
import { trackCtaClick } from '@/lib/analytics';

/** A Contact Sales link to the shared sales link; with `trackAs` it also reports a cta_click. */
export function ContactSalesButton({
  trackAs,
  label = contactSalesLabel,
  size = 'lg',
  variant,
  className,
}: {
  trackAs?: string;
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link
        to={siteConfig.salesLink}
        onClick={trackAs ? () => trackCtaClick({ location: trackAs, text: label }) : undefined}
      >
        {label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}
