import { defineMessages, type Message } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';

interface NavItem {
  label: Message;
  to: string;
  /** Active only on this exact path, not on pages below it. */
  end?: boolean;
}

/** The navigation's words: the spec's, on the English pages. */
export const navMessages = defineMessages({
  home: { id: 'layout.nav.home', defaultMessage: 'Home' },
  suites: { id: 'layout.nav.suites', defaultMessage: 'Suites' },
  about: { id: 'layout.nav.about', defaultMessage: 'About' },
  dashboard: { id: 'layout.nav.dashboard', defaultMessage: 'DashBoard' },
  contact: { id: 'layout.nav.contact', defaultMessage: 'Contact' },
  teams: { id: 'layout.nav.teams', defaultMessage: 'Our Teams' },
  feature: { id: 'layout.nav.feature', defaultMessage: 'Feature' },
  faq: { id: 'layout.nav.faq', defaultMessage: 'FAQ' },
  more: { id: 'layout.nav.more', defaultMessage: 'More' },
  main: { id: 'layout.nav.mainLabel', defaultMessage: 'Main' },
  mobile: { id: 'layout.nav.mobileLabel', defaultMessage: 'Mobile' },
  openMenu: { id: 'layout.nav.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'layout.nav.closeMenu', defaultMessage: 'Close menu' },
});

/** The top navigation, in the spec's order; Log In comes from the account link. */
export const primaryNav: NavItem[] = [
  { label: navMessages.home, to: paths.home, end: true },
  { label: navMessages.suites, to: paths.allSuites },
  { label: navMessages.about, to: paths.about },
  { label: navMessages.dashboard, to: paths.dashboardNav },
  { label: navMessages.contact, to: paths.contact },
];

/** The 'More' dropdown. */
export const moreNav: NavItem[] = [
  { label: navMessages.teams, to: paths.teams },
  { label: navMessages.feature, to: paths.feature },
  { label: navMessages.faq, to: paths.faq },
];

/** The mobile menu lists the same links except Home (spec). */
export const mobileNav: NavItem[] = [
  ...primaryNav.filter((item) => item.to !== paths.home),
  ...moreNav,
];
