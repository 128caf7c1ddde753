// Maps the icon names used in the home content to icon components.
import {
  Activity,
  Bot,
  Braces,
  Calendar,
  CalendarCheck,
  Clock,
  Database,
  GitBranch,
  Inbox,
  Languages,
  type LucideIcon,
  Mail,
  MessageSquare,
  PenLine,
  RefreshCw,
  Send,
  ShieldCheck,
  Sparkles,
  Split,
  Target,
  TrendingUp,
  Upload,
  UserCheck,
  Users,
} from 'lucide-react';
import type * as React from 'react';
import type { HomeIcon } from '@/content/home';
import { cn } from '@/lib/cn';

const icons: Record<HomeIcon, LucideIcon> = {
  activity: Activity,
  bot: Bot,
  braces: Braces,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  clock: Clock,
  database: Database,
  'git-branch': GitBranch,
  inbox: Inbox,
  languages: Languages,
  mail: Mail,
  message: MessageSquare,
  pen: PenLine,
  refresh: RefreshCw,
  send: Send,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  split: Split,
  target: Target,
  'trending-up': TrendingUp,
  upload: Upload,
  'user-check': UserCheck,
  users: Users,
};

export function Icon({ name, className }: { name: HomeIcon; className?: string }) {
  const Comp = icons[name];
  return <Comp className={cn('size-5', className)} aria-hidden="true" />;
}

/** A small "in" mark for LinkedIn steps (the icon set has no brand icons). */
export function LinkedInMark({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-4', className)} aria-hidden="true" {...props}>
      <rect width="24" height="24" rx="5" fill="currentColor" />
      <path
        d="M7.2 9.6h2.3V17H7.2zM8.35 6a1.33 1.33 0 1 1 0 2.66 1.33 1.33 0 0 1 0-2.66M11 9.6h2.2v1h.03c.3-.58 1.05-1.2 2.17-1.2 2.32 0 2.75 1.53 2.75 3.51V17h-2.3v-3.6c0-.86-.02-1.96-1.2-1.96-1.2 0-1.38.93-1.38 1.9V17H11z"
        className="fill-card"
      />
    </svg>
  );
}
