import { useEffect } from 'react';

/** Sets the tab title per page (screen readers announce it on navigation). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Chengyu Atlas`;
  }, [title]);
}
