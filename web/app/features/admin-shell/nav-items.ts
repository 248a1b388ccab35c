/**
 * The admin sidebar (admin-portal.md section 2, "Sidebar entries"), in order, plus Redirects
 * beside the other screens that shape the public site, and the Media Library
 *.
 */
import {
  ChartLine,
  FilePlus2,
  FileText,
  FolderTree,
  Globe,
  Images,
  LayoutDashboard,
  Mail,
  MailCheck,
  Newspaper,
  Settings,
  ShieldCheck,
  Signpost,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@shared/rules/staff-roles';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Marks the screens whose content AI writes. */
  ai?: boolean;
  /** Active only on this exact path (Articles must not light up on /admin/articles/new). */
  end?: boolean;
  /** The least staff role that sees the entry; every role when absent. */
  role?: StaffRole;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Analytics', to: '/admin/analytics', icon: ChartLine, role: 'editor' },
  { label: 'Articles', to: '/admin/articles', icon: FileText, end: true },
  {
    label: 'Batch Generator',
    to: '/admin/articles/batch-generator',
    icon: Sparkles,
    ai: true,
    role: 'editor',
  },
  { label: 'New Article', to: '/admin/articles/new', icon: FilePlus2 },
  { label: 'Contact Submissions', to: '/admin/contact-submissions', icon: Mail, role: 'editor' },
  { label: 'Authors', to: '/admin/authors', icon: Users, role: 'editor' },
  { label: 'Categories', to: '/admin/categories', icon: FolderTree, role: 'editor' },
  {
    label: 'Programmatic Pages',
    to: '/admin/programmatic-pages',
    icon: Globe,
    ai: true,
    role: 'editor',
  },
  { label: 'Redirects', to: '/admin/redirects', icon: Signpost, role: 'editor' },
  { label: 'Media Library', to: '/admin/media', icon: Images },
  { label: 'Subscribers', to: '/admin/subscribers', icon: MailCheck, role: 'editor' },
  { label: 'Newsletters', to: '/admin/newsletters', icon: Newspaper, role: 'editor' },
  { label: 'Settings', to: '/admin/settings', icon: Settings, role: 'administrator' },
  // Every member's own two-step sign-in.
  { label: 'Account', to: '/admin/account', icon: ShieldCheck },
];
