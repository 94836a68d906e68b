/** The empty layout (§2): nothing around the page. */
import type { ReactNode } from 'react';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return <main className="console-empty">{children}</main>;
}
