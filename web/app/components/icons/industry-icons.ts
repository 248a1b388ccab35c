/**
 * The icons the industry pages and the home page's sector cards may name. Content names an icon
 * (it stays data, and passes through loader data); each page bundles only the set it can show.
 */
import {
  Building,
  Cloud,
  HeartPulse,
  Landmark,
  ShieldCheck,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';

export const industryIcons = {
  Building,
  Cloud,
  HeartPulse,
  Landmark,
  ShieldCheck,
  ShoppingBag,
  Truck,
} satisfies Record<string, LucideIcon>;

export type IndustryIconName = keyof typeof industryIcons;
