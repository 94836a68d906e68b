/**
 * A warning before leaving with unsaved work: the browser's own prompt on reload or close
 * (beforeunload), and a confirmation before in-app navigation through a link or back/forward.
 */
import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'You have unsaved work in this wizard. Leave the page and lose it?';

export function useLeaveWarning(active: boolean, message = LEAVE_MESSAGE): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    // Capture phase: runs before wouter's link handlers; only same-origin links that leave this path.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    const here = window.location.href;
    const onPopState = () => {
      if (window.location.href === here) return;
      if (!window.confirm(message)) {
        // Undo the history move; wouter has already seen it, so restore and tell it.
        window.history.pushState(null, '', here);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [active, message]);
}
