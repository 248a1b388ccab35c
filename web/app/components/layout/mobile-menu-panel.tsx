/**
 * The small-screen menu's sheet: the header's items (Radix Dialog: focus kept inside while open;
 * Escape, the close button and the overlay close it). Loaded by mobile-menu.tsx on the first tap,
 * so the dialog library is not part of any page's first load.
 */
import { NavLink } from 'react-router';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '~/components/ui/sheet';
import { headerCallToAction, headerLabels, headerNav } from '~/content/navigation';
import { cn } from '~/lib/cn';
import { uiLabels } from '~/lib/ui-labels';
import { ExternalLink } from './external-link';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
    isActive && 'bg-accent text-brand-text',
  );

export interface MobileMenuPanelProps {
  brandName: string;
  schedulingUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (the menu button). */
  returnFocus: () => void;
}

export default function MobileMenuPanel({
  brandName,
  schedulingUrl,
  open,
  onOpenChange,
  returnFocus,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={headerLabels.closeMenu}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
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
