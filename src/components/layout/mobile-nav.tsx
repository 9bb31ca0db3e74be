import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MobileNavContent } from './mobile-nav-sheet';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));

/**
 * Props of {@link MobileNav}: what the sheet shows (a type import of the lazily loaded sheet,
 * erased from the build, so the button's chunk stays without it).
 */
export interface MobileNavProps extends MobileNavContent {
  className?: string;
}

/**
 * The phone navigation (< md): a button `Buka menu` opening the side sheet named 'Menu'
 * ({@link MobileNavSheet}) with the main links, the account links and an optional footer
 * control. The sheet and its dialog primitives load when the button is first pressed (decision 012:
 * they are not part of the storefront's first load); until then the button is all there is.
 */
export function MobileNav({ className, ...sheetProps }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Buka menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        // Start loading the sheet as the finger or the keyboard reaches the button.
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet {...sheetProps} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
