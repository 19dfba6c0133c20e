import { paths } from '#shared/paths.ts';

/** The staff page of one suite: its form and its gallery. */
export function editSuitePath(id: string): string {
  return `${paths.dashboardEditSuite}?id=${encodeURIComponent(id)}`;
}
