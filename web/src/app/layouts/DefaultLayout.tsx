/**
 * The default layout (§2): a skip link (the first tab stop), header, navigation bar, left panel and
 * centre stage (breadcrumbs above nested pages), and the shell's keyboard (command palette, shortcuts).
 */
import { useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Header } from '../shell/Header.js';
import { NavBar } from '../shell/NavBar.js';
import { LeftPanel } from '../shell/LeftPanel.js';
import { ShellKeyboard } from '../shell/ShellKeyboard.js';
import { Breadcrumbs } from '../shell/Breadcrumbs.js';
import '../shell/shell.css';
import { PlatformBanner } from '../../features/monitor/index.js';

const MAIN_ID = 'console-main';

/** Moves the focus to the page itself, past the header and navigation, without changing the URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  return (
    <div className="console-default">
      <a className="console-skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <Header searchRef={searchRef} onOpenPalette={() => setPaletteOpen(true)} />
      <NavBar />
      <PlatformBanner />
      <div className="console-body">
        <LeftPanel />
        <main id={MAIN_ID} className="console-stage" tabIndex={-1}>
          <Breadcrumbs />
          {children}
        </main>
      </div>
      <ShellKeyboard searchRef={searchRef} open={paletteOpen} setOpen={setPaletteOpen} />
    </div>
  );
}
