/**
 * The icons the service pages and the home page's service cards may name. Content names an icon
 * (it stays data, and passes through loader data); each page bundles only the set it can show.
 */
import {
  BrainCircuit,
  ClipboardCheck,
  Gauge,
  GitMerge,
  Handshake,
  Network,
  Target,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

export const serviceIcons = {
  BrainCircuit,
  ClipboardCheck,
  Gauge,
  GitMerge,
  Handshake,
  Network,
  Target,
  TrendingUp,
} satisfies Record<string, LucideIcon>;

export type ServiceIconName = keyof typeof serviceIcons;
