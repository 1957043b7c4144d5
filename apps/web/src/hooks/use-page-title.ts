import { useEffect } from 'react';
import { env } from '../config/env.ts';

/** Sets the document title to "{title} | {foundation name}" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${env.VITE_FOUNDATION_NAME}`;
  }, [title]);
}
