/**
 * The page's element (§2: pages fade over 0.25s). Keyed on the location so that each page fades
 * in by CSS; router/pageTransition.ts fades the leaving one out.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

export function PageFade({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div key={location} className="console-page">
      {children}
    </div>
  );
}
