/**
 * Fixed site header: brand, the main navigation (links and the Solutions / Insights dropdowns),
 * the theme toggle and the external 'Schedule a Call' button. Below the `lg` breakpoint the
 * navigation moves into the mobile menu.
 */
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from '~/components/ui/navigation-menu';
import { headerCallToAction, headerLabels, headerNav } from '~/content/navigation';
import { cn } from '~/lib/cn';
import { uiLabels } from '~/lib/ui-labels';
import { ExternalLink } from './external-link';
import { MobileMenu } from './mobile-menu';
import { isActivePath } from './nav-active';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader({
  brandName,
  schedulingUrl,
}: {
  brandName: string;
  schedulingUrl: string;
}) {
  const { pathname } = useLocation();

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="mr-auto shrink-0 rounded-sm text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
        >
          {brandName}
        </Link>

        <NavigationMenu className="max-lg:hidden" aria-label={uiLabels.mainNavigation}>
          <NavigationMenuList>
            {headerNav.map((item) =>
              item.kind === 'link' ? (
                <NavigationMenuItem key={item.label}>
                  <NavigationMenuLink asChild active={isActivePath(pathname, item.path)}>
                    <NavLink to={item.path} end className={navigationMenuTriggerStyle()}>
                      {item.label}
                    </NavLink>
                  </NavigationMenuLink>
                </NavigationMenuItem>
              ) : (
                <NavigationMenuItem key={item.label}>
                  <NavigationMenuTrigger
                    data-active={
                      item.items.some((link) => isActivePath(pathname, link.path)) ? '' : undefined
                    }
                  >
                    {item.label}
                  </NavigationMenuTrigger>
                  <NavigationMenuContent>
                    <ul
                      className={cn(
                        'grid gap-1 p-3',
                        item.columns === 2 ? 'grid-cols-2' : 'grid-cols-1',
                      )}
                      style={{ width: `${item.widthPx}px`, maxWidth: 'calc(100vw - 2rem)' }}
                    >
                      {item.items.map((link) => (
                        <li key={link.path}>
                          <NavigationMenuLink asChild active={isActivePath(pathname, link.path)}>
                            <Link
                              to={link.path}
                              className="block rounded-md p-3 leading-none no-underline transition-colors outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring data-[active]:bg-accent"
                            >
                              <span className="text-sm font-medium">{link.label}</span>
                              <span className="mt-1.5 line-clamp-2 block text-sm leading-snug text-muted-foreground">
                                {link.description}
                              </span>
                            </Link>
                          </NavigationMenuLink>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenuContent>
                </NavigationMenuItem>
              ),
            )}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="flex items-center gap-2">
          <ThemeToggle label={headerLabels.toggleTheme} />
          <Button asChild variant="brand" className="max-sm:hidden">
            <ExternalLink href={schedulingUrl}>{headerCallToAction}</ExternalLink>
          </Button>
          <MobileMenu schedulingUrl={schedulingUrl} brandName={brandName} />
        </div>
      </div>
    </header>
  );
}
