/**
 * The admin sidebar (admin-portal.md section 2, "Sidebar entries"), in order, plus Redirects
 * (issue #21 item 2) beside the other screens that shape the public site.
 */
import {
  FilePlus2,
  FileText,
  FolderTree,
  Globe,
  LayoutDashboard,
  Mail,
  MailCheck,
  Settings,
  Signpost,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Marks the screens whose content AI writes. */
  ai?: boolean;
  /** Active only on this exact path (Articles must not light up on /admin/articles/new). */
  end?: boolean;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Articles', to: '/admin/articles', icon: FileText, end: true },
  { label: 'Batch Generator', to: '/admin/articles/batch-generator', icon: Sparkles, ai: true },
  { label: 'New Article', to: '/admin/articles/new', icon: FilePlus2 },
  { label: 'Contact Submissions', to: '/admin/contact-submissions', icon: Mail },
  { label: 'Authors', to: '/admin/authors', icon: Users },
  { label: 'Categories', to: '/admin/categories', icon: FolderTree },
  { label: 'Programmatic Pages', to: '/admin/programmatic-pages', icon: Globe, ai: true },
  { label: 'Redirects', to: '/admin/redirects', icon: Signpost },
  { label: 'Subscribers', to: '/admin/subscribers', icon: MailCheck },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
