/**
 * The small-screen menu: the header's items in a sheet. Choosing any item closes it; Escape, the
 * close button and the overlay close it too (Radix Dialog, focus kept inside while open).
 */
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '~/components/ui/sheet';
import { headerCallToAction, headerLabels, headerNav } from '~/content/navigation';
import { cn } from '~/lib/cn';
import { uiLabels } from '~/lib/ui-labels';
import { ExternalLink } from './external-link';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
    isActive && 'bg-accent text-brand-text',
  );

export function MobileMenu({
  brandName,
  schedulingUrl,
}: {
  brandName: string;
  schedulingUrl: string;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={headerLabels.openMenu}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={headerLabels.closeMenu} aria-describedby={undefined}>
        <SheetTitle>{brandName}</SheetTitle>
        <nav aria-label={uiLabels.mobileNavigation}>
          <ul className="flex flex-col gap-1">
            {headerNav.map((item) =>
              item.kind === 'link' ? (
                <li key={item.label}>
                  <NavLink to={item.path} end className={linkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={item.label} className="pt-2">
                  <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {item.label}
                  </p>
                  <ul className="flex flex-col">
                    {item.items.map((link) => (
                      <li key={link.path}>
                        <NavLink to={link.path} end className={linkClass} onClick={close}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
        <Button asChild variant="brand" className="mt-2 w-full">
          <ExternalLink href={schedulingUrl} onClick={close}>
            {headerCallToAction}
          </ExternalLink>
        </Button>
      </SheetContent>
    </Sheet>
  );
}
