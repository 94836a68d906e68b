/**
 * /suggest-desktop (§2): the console is desktop oriented (§1); shown once per session to phones
 * (browser/suggestDesktop.ts).
 */
import { useEffect } from 'react';
import { H4 } from '@blueprintjs/core';
import { useSearch } from 'wouter';
import { DESKTOP_SUGGESTED_KEY, continueTarget } from '../../kit/browser/suggestDesktop.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function SuggestDesktopRoute() {
  const search = useSearch();
  useEffect(() => {
    try {
      sessionStorage.setItem(DESKTOP_SUGGESTED_KEY, '1');
    } catch {
      // Storage disabled: the entry then treats the suggestion as already shown.
    }
  }, []);
  return (
    <>
      <H4>Best on a desktop</H4>
      <p>The console is made for desktop screens. Some tables and charts need more room than this screen has.</p>
      <AppLink href={continueTarget(search)}>Continue anyway</AppLink>
    </>
  );
}
