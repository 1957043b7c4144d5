import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { MenuIcon } from '../ui/icons.tsx';
import type { HeaderMember } from './member-menu.tsx';

const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export interface MobileMenuProps {
  /** The menu's accessible name, also the label of the button that opens it. */
  label: string;
  children: ReactNode;
  /** The logged-in member: their links replace the Members link. */
  member?: HeaderMember | undefined;
  /** The class of a row, for the member's links. */
  rowClassName?: string;
}

/**
 * The hamburger button and the modal panel it opens. The panel and React Aria's modal code are a
 * chunk of their own (mobile-menu-panel.tsx), fetched when the button is first hovered, focused or
 * pressed: no React Aria overlay module is imported here, as importing one brings them all
 * (decision 036). Any navigation closes the panel.
 */
export function MobileMenu({ label, children, member, rowClassName = '' }: MobileMenuProps) {
  const location = useLocation();
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const isOpen = openAtKey === location.key;
  const hasOpened = useOpenedOnce(isOpen);
  const setOpen = (open: boolean) => setOpenAtKey(open ? location.key : null);

  return (
    <>
      <Button
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onPress={() => setOpen(!isOpen)}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-white hover:bg-white/10 data-[pressed]:bg-white/15"
      >
        <MenuIcon className="size-6" />
      </Button>
      <Suspense fallback={null}>
        {hasOpened ? (
          <MobileMenuPanel
            label={label}
            isOpen={isOpen}
            onOpenChange={setOpen}
            member={member}
            rowClassName={rowClassName}
          >
            {children}
          </MobileMenuPanel>
        ) : null}
      </Suspense>
    </>
  );
}
