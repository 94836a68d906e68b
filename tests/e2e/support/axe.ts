/**
 * axe-core over a settled page (issue 16): the rules of WCAG 2.0 A and AA and WCAG 2.1 AA, on
 * what the page shows once its data has come and its fades have ended (a half-faded text would
 * fail or pass colour contrast by chance).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets the console holds itself to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** One failing rule on a page: its id and the elements that fail it. */
export interface AxeFinding {
  rule: string;
  targets: string[];
}

/** How long the page must stay quiet: a list starts loading its rows a moment after its screen appears. */
const QUIET_MS = 200;

/**
 * Waits until nothing on the page has been loading (a busy region, a spinner, a skeleton) nor
 * animating (finite animations: fades, table cells taking their colour) for QUIET_MS, checked
 * every frame, so a page is read as soon as it is ready and not in a gap between two loads.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ token, quietMs }) => {
      const state = window as unknown as { settleToken?: number; quietSince?: number };
      if (state.settleToken !== token) Object.assign(state, { settleToken: token, quietSince: undefined });
      const quiet =
        !document.querySelector('[aria-busy="true"], .bp6-spinner, .bp6-skeleton') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
      if (!quiet) state.quietSince = undefined;
      else state.quietSince ??= performance.now();
      return quiet && performance.now() - state.quietSince! >= quietMs;
    },
    { token: Math.random(), quietMs: QUIET_MS },
    { timeout: 15_000 },
  );
}

/**
 * The WCAG A/AA violations on the page as it is now. A toast in its enter or exit transition is
 * left out: half-faded, its text reads at a fraction of its contrast for those 0.2 s (a toast's
 * timeout can start its exit between settle() and the scan); shown, it is checked like the rest.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs axe in every frame and then collates in a new
    // blank page, about 3 s more a page (four times the scan). The console has no frames, so legacy
    // mode (same-origin frames only) checks exactly the same.
    .setLegacyMode()
    .exclude('.bp6-toast-enter')
    .exclude('.bp6-toast-exit')
    // Only the failures are read: axe then skips gathering what passes (runOnly stands for withTags, which
    // options() would replace).
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    .analyze();
  return result.violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
