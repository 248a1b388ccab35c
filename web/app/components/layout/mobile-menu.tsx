/**
 * The small-screen menu: a button in the header that opens the header's items in a sheet
 * (mobile-menu-panel.tsx). The sheet and its dialog library load on the first tap; choosing any
 * item closes it.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { headerLabels } from '~/content/navigation';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

export function MobileMenu({
  brandName,
  schedulingUrl,
}: {
  brandName: string;
  schedulingUrl: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing keeps Radix's exit handling (focus return).
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={headerLabels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            brandName={brandName}
            schedulingUrl={schedulingUrl}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
