import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-g)" />
      <path
        d="M6 19c3-6 5-6 8 0s5 6 8 0 3-4 4-3"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
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
