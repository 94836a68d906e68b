/**
 * A table scrolled fast keeps up (and does not freeze): Blueprint's Table, which the lists had
 * before the windowed grid, forced a second render on every scroll, and while each render took
 * longer than a frame React counted the chain as an endless loop and stopped the table (error
 * #185) — a 500-row page, or the SKU list, froze after ~25 frames of a fast wheel. The scroll is
 * driven frame by frame under 4× CPU throttling, as a slow machine would see it.
 */
import { expect, test, type Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const SCROLLER = '.resource-table [role="grid"]';

/** Scrolls the table `frames` animation frames, `step` pixels each; answers where it ended. */
async function scrollFast(page: Page, frames: number, step: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const top = await page.evaluate(`new Promise((resolve) => {
    const box = document.querySelector(${JSON.stringify(SCROLLER)});
    let top = box.scrollTop, n = 0;
    function tick() {
      if (++n > ${frames}) return resolve(box.scrollTop);
      top += ${step};
      box.scrollTop = top;
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return Number(top);
}

for (const [name, path, cell] of [
  ['a 500-row page', `/admin/companies/${DEMO_COMPANY.digitCode}/rankings?page_size=500`, /\S/],
  ['the whole SKU list', `/admin/companies/${DEMO_COMPANY.digitCode}/skus`, /^1001-\d{6}-\d$/],
] as const) {
  test(`${name} scrolled fast keeps drawing the rows in view, without a page error`, async ({ page, signInAs }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAs(USERS.admin, path);
    const table = page.getByRole('region', { name: 'Records' });
    await expect(table.getByRole('gridcell').filter({ hasText: cell }).first()).toBeVisible();
    const top = await scrollFast(page, 50, 150);
    expect(errors).toEqual([]);
    // The rows drawn are those at the position reached (row = top / 26 px), not where it froze.
    const row = Math.floor(top / 26) + 2;
    await expect(table.locator(`[role="gridcell"][data-row="${row}"]`).first()).toBeVisible();
  });
}
