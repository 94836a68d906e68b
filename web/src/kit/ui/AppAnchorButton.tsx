/** A Blueprint AnchorButton to an in-app route. */
import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

type Props = Omit<AnchorButtonProps, 'href'> & { href: string };

/**
 * Keeps its href (so the address shows and copies) but follows it in the app, without a page
 * load. The caller's `onClick` runs first (e.g. to stop a table row's own click).
 */
export function AppAnchorButton({ href, onClick, ...props }: Props) {
  const [, navigate] = useLocation();
  const follow = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e);
    e.preventDefault();
    navigate(href);
  };
  return <AnchorButton {...props} href={href} onClick={follow} />;
}
