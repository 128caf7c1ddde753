import { useId } from 'react';
import { Link } from 'react-router-dom';
import { logoMark } from '@/config/logo';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { cn } from '@/lib/cn';

const { size, radius, wave, waveWidth, gradient, waveColour } = logoMark;

/** The mark as an inline image; each copy names its own gradient, so several can share a page. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `logo-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className={cn('size-8', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={gradient.from} />
          <stop offset="1" stopColor={gradient.to} />
        </linearGradient>
      </defs>
      <rect width={size} height={size} rx={radius} fill={`url(#${gradientId})`} />
      <path d={wave} fill="none" stroke={waveColour} strokeWidth={waveWidth} strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, label }: { className?: string; label?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight', className)}
      aria-label={label ?? `${siteConfig.name} home`}
    >
      <LogoMark />
      <span>{siteConfig.name}</span>
    </Link>
  );
}
