/**
 * axe-core over a settled page (issue 16): the rules of WCAG 2.0 A and AA and WCAG 2.1 AA, on
 * what the page shows once its data has come and its fades have ended (a half-faded text would
 * fail or pass colour contrast by chance).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The rule sets the console holds itself to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** One failing rule on a page: its id and the elements that fail it. */
export interface AxeFinding {
  rule: string;
  targets: string[];
}

/** Waits until nothing on the page is loading (spinners, skeletons, the loading bar) and no finite animation runs. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .bp6-spinner, .bp6-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The WCAG A/AA violations on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page })
    // Only the failures are read: axe then skips gathering what passes (runOnly stands for withTags, which
    // options() would replace).
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    .analyze();
  return result.violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
