/** Page object of the web shell (§2, §9): header, navigation, side panel, loading bar, page box. */
import type { Locator, Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class ShellLayout {
  readonly header: Locator;
  readonly homeLogo: Locator;
  readonly bell: Locator;
  readonly loginLink: Locator;
  readonly nav: Locator;
  readonly sidePanel: Locator;
  readonly stage: Locator;
  readonly loadingBar: Locator;

  constructor(private readonly page: Page) {
    this.header = page.getByLabel('Header');
    this.homeLogo = this.header.getByRole('link', { name: 'Home' });
    this.bell = this.header.getByRole('button', { name: /^Notifications/ });
    this.loginLink = this.header.getByRole('link', { name: 'Login' });
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.sidePanel = page.getByRole('complementary', { name: 'Side panel' });
    this.stage = page.getByRole('main');
    this.loadingBar = page.getByRole('progressbar', { name: 'Page loading' });
  }

  userMenu(name: string): Locator {
    return this.header.getByRole('button', { name: `User menu: ${name}` });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  sideLink(name: string): Locator {
    return this.sidePanel.getByRole('menuitem', { name, exact: true });
  }

  /** The element's box, failing when it is not rendered. */
  async box(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} has no box`);
    return box;
  }

  /** A computed style property of the element (or of its ::after). */
  style(locator: Locator, property: string, pseudo?: '::after'): Promise<string> {
    return locator.evaluate(
      (el, [prop, pseudo]) => getComputedStyle(el, pseudo ?? null).getPropertyValue(prop as string),
      [property, pseudo] as const,
    );
  }

  /** What a CSS colour expression of the theme (e.g. `var(--console-primary)`) computes to. */
  themeColour(expression: string): Promise<string> {
    return this.page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, expression);
  }

  /** The window's width less any vertical scrollbar. */
  innerWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.clientWidth);
  }

  /**
   * Starts recording the page fades (§2) that run from now on: the page's CSS fade-in, the leaving page's
   * view transition.
   */
  async watchPageFades(): Promise<void> {
    await this.page.evaluate(() => {
      const seen = new Set<string>();
      const record = () => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          const target = effect?.pseudoElement ?? (effect?.target as Element | null)?.className;
          if (typeof target === 'string' && target.includes('console-page'))
            seen.add(`${target} ${String(effect?.getTiming().duration)}`);
        }
      };
      const w = window as unknown as { consolePageFades?: { seen: Set<string>; stop: () => void } };
      w.consolePageFades?.stop();
      // Polled each frame: a fade lasts 0.25 s, many frames.
      let frame = requestAnimationFrame(function tick() {
        record();
        frame = requestAnimationFrame(tick);
      });
      w.consolePageFades = { seen, stop: () => cancelAnimationFrame(frame) };
    });
  }

  /** The fades recorded since `watchPageFades`, as "<target> <duration ms>". */
  pageFades(): Promise<string[]> {
    return this.page.evaluate(() => [
      ...((window as unknown as { consolePageFades?: { seen: Set<string> } }).consolePageFades?.seen ?? []),
    ]);
  }

  /** True when the page is wider than the window (a horizontal scrollbar on the whole page). */
  overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }
}
