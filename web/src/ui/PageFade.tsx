/** Pages fade in over 0.25s on entering (§2); keyed on the location so each page animates. */
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
