import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';
import { AccountLink } from './account-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MoreMenu } from './more-menu.tsx';
import { mobileNav, navMessages, primaryNav } from './nav-links.ts';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-[0.8rem] font-medium uppercase tracking-[0.16em] transition-colors hover:text-forest after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-brass after:transition-transform after:duration-300 ${
    isActive
      ? 'text-forest after:scale-x-100'
      : 'text-ink-muted after:scale-x-0 hover:after:scale-x-100'
  }`;

const accountDesktop = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center border px-5 text-[0.8rem] font-medium uppercase tracking-[0.16em] transition-colors ${
    isActive
      ? 'border-forest bg-forest text-ivory'
      : 'border-forest text-forest hover:bg-forest hover:text-ivory'
  }`;

/** The language switch: quieter than the page links, in the other language's own script. */
const languageLink =
  'inline-flex min-h-11 items-center px-1 text-sm text-ink-muted underline-offset-4 transition-colors hover:text-forest hover:underline';

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center border-b border-rule/70 font-display text-2xl transition-colors ${
    isActive ? 'text-forest' : 'text-ink hover:text-forest'
  }`;

export function Navbar() {
  const untilHydrated = useDisabledUntilHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A new page closes the mobile menu, unless the menu was opened at that page's address: a
  // page still loading when the menu opened must not snap it shut when it arrives.
  const openedAt = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose.
  useEffect(() => {
    if (window.location.href !== openedAt.current) setMenuOpen(false);
  }, [pathname]);
  const toggleMenu = () => {
    openedAt.current = window.location.href;
    setMenuOpen((open) => !open);
  };

  // The page's scroll padding follows the header's height (see scroll-padding-top in index.css),
  // so focused fields and #targets never land under it. Set as the property itself: a custom
  // property changed on <html> would restyle every element of the page (80 ms of a phone's time
  // at each page load, measured), this restyles one.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const observer = new ResizeObserver(() => {
      document.documentElement.style.scrollPaddingTop = `calc(${header.offsetHeight}px + 0.75rem)`;
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-rule bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 py-3 sm:px-8">
        <Logo />
        <nav aria-label={t(navMessages.main)} className="hidden items-center gap-8 lg:flex">
          <ul className="flex items-center gap-7">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={desktopLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreMenu linkClass={desktopLink} />
            </li>
          </ul>
          <LanguageSwitch className={languageLink} />
          <AccountLink className={accountDesktop} showAvatar />
        </nav>
        <LanguageSwitch className={`${languageLink} ml-auto lg:hidden`} />
        <button
          {...untilHydrated}
          type="button"
          className="inline-flex size-11 items-center justify-center text-forest lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
          ) : (
            <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
          )}
          <span className="sr-only">
            {t(menuOpen ? navMessages.closeMenu : navMessages.openMenu)}
          </span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={t(navMessages.mobile)}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-rule bg-ivory lg:hidden"
      >
        {/* Drawn when opened: a phone's first view does not wait on links nobody can see. */}
        {menuOpen ? (
          <ul className="mx-auto flex max-w-7xl animate-rise flex-col px-5 pb-6 pt-2 sm:px-8">
            {mobileNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={mobileLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <AccountLink className={mobileLink} />
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
