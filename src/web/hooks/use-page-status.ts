import { useContext } from 'react';
import { PageStatusContext } from '#web/lib/page-head.ts';

/** Tells the server renderer the page is a 404 (in the browser there is nobody to tell). */
export function useNotFoundStatus() {
  const report = useContext(PageStatusContext);
  if (report) report(404);
}
