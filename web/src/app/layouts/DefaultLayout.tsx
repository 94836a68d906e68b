/** The default layout (§2): header, navigation bar, left panel and centre stage. */
import type { ReactNode } from 'react';
import { Header } from '../shell/Header.js';
import { NavBar } from '../shell/NavBar.js';
import { LeftPanel } from '../shell/LeftPanel.js';
import { PlatformBanner } from '../../features/monitor/index.js';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="console-default">
      <Header />
      <NavBar />
      <PlatformBanner />
      <div className="console-body">
        <LeftPanel />
        <main className="console-stage">{children}</main>
      </div>
    </div>
  );
}
