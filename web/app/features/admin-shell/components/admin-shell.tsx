/**
 * The signed-in frame of the portal: the sidebar (every entry of admin-portal.md section 2, AI
 * badges on Batch Generator and Programmatic Pages), the signed-in e-mail, Sign Out, the theme
 * switch, and the screen in <main>. On small screens the sidebar moves into a sheet.
 */
import type { ReactNode } from 'react';
import { LogOut, Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '~/components/layout/theme-toggle';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '~/components/ui/sheet';
import { cn } from '~/lib/cn';
import { hasRole } from '@shared/rules/staff-roles';
import { useRole } from '~/components/auth/use-role';
import { adminNavItems } from '../nav-items';
import { AiBadge } from './ai-badge';

interface AdminShellProps {
  email: string;
  brandName: string;
  onSignOut: () => void;
  children: ReactNode;
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  // Entries above the account's role are hidden; the API refuses them anyway.
  const role = useRole() ?? 'contributor';
  return (
    <ul className="grid gap-1">
      {adminNavItems
        .filter((item) => !item.role || hasRole(role, item.role))
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              <item.icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{item.label}</span>
              {item.ai ? <AiBadge /> : null}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

function Account({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <div className="grid gap-2 border-t pt-4">
      <p className="truncate text-sm" title={email}>
        <span className="block text-xs text-muted-foreground">Signed in as</span>
        {email}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onSignOut}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}

export function AdminShell({ email, brandName, onSignOut, children }: AdminShellProps) {
  return (
    <div className="min-h-screen bg-muted/30 md:flex">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r bg-background p-4 md:sticky md:top-0 md:flex md:h-screen">
        <Link
          to="/admin/dashboard"
          className="rounded-sm px-3 text-lg font-bold focus-visible:outline-2 focus-visible:outline-ring"
        >
          {brandName}
          <span className="block text-xs font-normal text-muted-foreground">Admin Portal</span>
        </Link>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto">
          <NavList />
        </nav>
        <Account email={email} onSignOut={onSignOut} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-2 border-b bg-background px-4">
          <div className="flex items-center gap-2 md:hidden">
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Open admin menu">
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" aria-describedby={undefined}>
                <SheetTitle>Admin Portal</SheetTitle>
                <nav aria-label="Admin mobile">
                  <NavList />
                </nav>
                <Account email={email} onSignOut={onSignOut} />
              </SheetContent>
            </Sheet>
            <span className="font-semibold">Admin Portal</span>
          </div>
          <span className="hidden truncate text-sm text-muted-foreground md:block">{email}</span>
          <ThemeToggle label="Toggle dark mode" />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
