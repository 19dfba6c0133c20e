import { paths } from '#shared/paths.ts';

interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path, not on pages below it. */
  end?: boolean;
}

/** The top navigation, in the spec's order; Log In comes from the account link. */
export const primaryNav: NavItem[] = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Suites', to: paths.allSuites },
  { label: 'About', to: paths.about },
  { label: 'DashBoard', to: paths.dashboardNav },
  { label: 'Contact', to: paths.contact },
];

/** The 'More' dropdown. */
export const moreNav: NavItem[] = [
  { label: 'Our Teams', to: paths.teams },
  { label: 'Feature', to: paths.feature },
  { label: 'FAQ', to: paths.faq },
];

/** The mobile menu lists the same links except Home (spec). */
export const mobileNav: NavItem[] = [
  ...primaryNav.filter((item) => item.to !== paths.home),
  ...moreNav,
];
