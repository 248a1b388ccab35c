/**
 * Renders a lucide icon named by the content modules (content stays data: it names an icon, this
 * maps the name). Only the icons listed here are bundled; an unknown name falls back to a neutral
 * icon instead of pulling in the whole icon set.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  BrainCircuit,
  Building,
  Building2,
  Briefcase,
  ChartLine,
  CircleDot,
  ClipboardCheck,
  Cloud,
  Compass,
  Gauge,
  GitMerge,
  Globe,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  Lightbulb,
  Network,
  Rocket,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Target,
  TrendingUp,
  Truck,
  Users,
  Zap,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  BrainCircuit,
  Building,
  Building2,
  Briefcase,
  ChartLine,
  ClipboardCheck,
  Cloud,
  Compass,
  Gauge,
  GitMerge,
  Globe,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  Lightbulb,
  Network,
  Rocket,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Target,
  TrendingUp,
  Truck,
  Users,
  Zap,
};

export function ContentIcon({ name, ...props }: LucideProps & { name: string }) {
  const Icon = icons[name] ?? CircleDot;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
