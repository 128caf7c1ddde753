import {
  BadgeCheck,
  Bot,
  Braces,
  CalendarCheck,
  ChartColumn,
  Database,
  Gauge,
  Inbox,
  Layers,
  ListTodo,
  type LucideIcon,
  Network,
  Puzzle,
  Radar,
  Users,
  WandSparkles,
  Workflow,
} from 'lucide-react';
import type { PlatformIcon } from '@/content/platform';

const icons: Record<PlatformIcon, LucideIcon> = {
  database: Database,
  radar: Radar,
  puzzle: Puzzle,
  layers: Layers,
  'badge-check': BadgeCheck,
  gauge: Gauge,
  workflow: Workflow,
  wand: WandSparkles,
  braces: Braces,
  network: Network,
  inbox: Inbox,
  calendar: CalendarCheck,
  bot: Bot,
  'list-todo': ListTodo,
  users: Users,
  chart: ChartColumn,
};

export function FeatureIcon({ name, className }: { name: PlatformIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
