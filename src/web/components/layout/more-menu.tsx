import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';
import { moreNav, navMessages } from './nav-links.ts';

/**
 * The 'More' dropdown as a disclosure: a button with aria-expanded and a list of links. Links
 * stay links (no role="menu"), so Tab moves through them; Escape or a click outside closes it.
 */
export function MoreMenu({ linkClass }: { linkClass: (state: { isActive: boolean }) => string }) {
  const untilHydrated = useDisabledUntilHydrated();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const containsActive = moreNav.some((item) => item.to.toLowerCase() === pathname.toLowerCase());

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing past the last link closes the list, as a keyboard user would expect.
    const onFocusIn = (event: FocusEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={wrapperRef} className="relative">
      <button
        {...untilHydrated}
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            // Wait for the list to render before moving focus into it.
            requestAnimationFrame(() =>
              document.getElementById(listId)?.querySelector<HTMLAnchorElement>('a')?.focus(),
            );
          }
        }}
        className={`${linkClass({ isActive: containsActive })} inline-flex items-center gap-1`}
      >
        {t(navMessages.more)}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-3 w-52 animate-rise border border-rule bg-ivory py-2 shadow-[0_18px_40px_-20px_rgb(21_42_32/0.45)]"
      >
        {/* Drawn when opened, like the phone's menu. */}
        {open
          ? moreNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `block px-5 py-3 text-sm tracking-wide transition-colors hover:bg-ivory-deep hover:text-forest ${isActive ? 'font-medium text-forest' : 'text-ink'}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
