/**
 * Scrolling the SKU table of the 100,000-SKU company in Chromium (issue 17, item 4), beside a
 * hand-made windowed list of 100,000 rows (the baseline: a scroll box that draws only the rows in
 * view, nothing else). Both under 4× CPU throttling, both scrolled the same way: FRAMES animation
 * frames, each moving STEP pixels (a fast wheel scroll, ~8 rows a frame, through several blocks
 * the table fetches as they come into view). Prints the p50 and p95 frame time, the frames over
 * 20 ms, the blocks fetched, and the ratio of the p95s beside the target (≤ 1.5×). The platform
 * (PGlite, the large seed) and the gateway run in this process; the web app is built first.
 * `npm run bench -- scroll`; BENCH_SKUS changes the size; BENCH_TRACE=<file.json> records a
 * Chromium performance trace of the table's scroll (open it in DevTools' Performance panel).
 */
import { rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { LARGE_COMPANY_CODE } from '../../gateway/platform/src/seed/large.js';
import { login, startGateway, startLargePlatform } from '../load/liveKit.js';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS } from './support/browser.js';
import type { Figure } from './support/figures.js';

const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const FRAMES = 240;
const STEP = 200;
const THROTTLE = 4;
const TARGET_RATIO = 1.5;
const VIEWPORT = { width: 1350, height: 940 };
const TABLE_SCROLLER = '.resource-table [role="grid"]';

/**
 * Frame times (ms) of FRAMES animation frames, `selector`'s box scrolled STEP pixels in each. The
 * script goes as text: tsx would add helpers to a function's source that the page does not have.
 * A page error (the table stopping) fails the run.
 */
async function scrollFrames(page: Page, selector: string): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const box = document.querySelector(${JSON.stringify(selector)});
    const times = [];
    let last = 0;
    let top = box.scrollTop;
    function tick(now) {
      if (last) times.push(now - last);
      last = now;
      if (times.length >= ${FRAMES}) return resolve(times);
      // Written, never read: reading scrollTop would force a layout a wheel does not.
      top += ${STEP};
      box.scrollTop = top;
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })`);
}

/** The baseline: a scroll box of `rows` rows that draws only those in view, cells like the table's. */
const WINDOWED_LIST = (rows: number, height: number) => `<!doctype html>
<style>body{margin:0;font:14px sans-serif}#box{height:${height}px;overflow:auto;margin:8px}
#all{position:relative;height:${rows * 26}px}.r{position:absolute;left:0;height:26px;display:flex}
.r div{width:150px;padding:4px 8px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;
border-bottom:1px solid #ddd;border-right:1px solid #eee}</style>
<div id="box"><div id="all"></div></div>
<script>
const box = document.getElementById('box'), all = document.getElementById('all');
function draw() {
  const first = Math.floor(box.scrollTop / 26), last = Math.min(${rows}, first + Math.ceil(${height} / 26) + 1);
  let html = '';
  for (let i = first; i < last; i++)
    html += '<div class="r" style="top:' + i * 26 + 'px"><div>9999-' + String(i).padStart(6, '0') +
      '-1</div><div>' + (5100000000000 + i * 17) + '</div><div>' + (i * 2654435761 % 4294967296).toString(16) +
      '-uuid</div><div>Yes</div><div>oat crunch granola</div><div>pack: single size: 250 g</div>' +
      '<div>2026-11-28 12:00</div></div>';
  all.innerHTML = html;
}
box.addEventListener('scroll', draw);
draw();
</script>`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fixed = (x: number) => x.toFixed(1);

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), slow: times.filter((t) => t > 20).length };
}

export async function run(): Promise<Figure[]> {
  const dist = buildWeb();
  const { platform, close, seededMs } = await startLargePlatform(SKUS);
  const gateway = await startGateway({
    platformUrl: platform.url,
    serviceKey: platform.serviceKey,
    webDist: dist,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(
      `scroll: ${SKUS.toLocaleString('en')} SKUs seeded in ${seededMs} ms; ` +
        `${FRAMES} frames of ${STEP} px each under ${THROTTLE}× CPU throttling, Chromium ${browser.version()}`,
    );
    const cookie = await login(gateway.url, 'admin@demo.test');
    const context = await browser.newContext({ viewport: VIEWPORT });
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url: gateway.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const blocks: number[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: { navigation?: { page: number } } };
      if (body?.operationName === 'ResourceList' && body.variables?.navigation)
        blocks.push(body.variables.navigation.page);
    });
    await page.goto(`${gateway.url}/admin/companies/${LARGE_COMPANY_CODE}/skus`);
    await page
      .locator('.resource-table-footer')
      .getByText(`${SKUS.toLocaleString('en')} rows`)
      .waitFor();
    await page
      .locator(TABLE_SCROLLER)
      .getByText(/^\d+-\d{6}-\d$/)
      .first()
      .waitFor();
    const height = await page.locator(TABLE_SCROLLER).evaluate((box) => box.clientHeight);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const before = blocks.length;
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    const table = summary(await scrollFrames(page, TABLE_SCROLLER));
    if (trace) await browser.stopTracing();
    const fetched = blocks.length - before;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The rows where the scroll stopped come in.
    await page
      .locator(TABLE_SCROLLER)
      .getByText(/^\d+-\d{6}-\d$/)
      .first()
      .waitFor();

    if (errors.length) throw new Error(`the SKU page failed while scrolling: ${errors[0]}`);

    const baselinePage = await context.newPage();
    await baselinePage.setContent(WINDOWED_LIST(SKUS, height));
    const baselineCdp = await context.newCDPSession(baselinePage);
    await baselineCdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const baseline = summary(await scrollFrames(baselinePage, '#box'));

    const ratio = table.p95 / baseline.p95;
    console.log('                                      p50 frame   p95 frame   frames > 20 ms');
    console.log(
      `  SKU table (${fetched} blocks fetched)       ${fixed(table.p50).padStart(6)} ms   ` +
        `${fixed(table.p95).padStart(6)} ms   ${table.slow} of ${FRAMES}`,
    );
    console.log(
      `  windowed list (baseline)          ${fixed(baseline.p50).padStart(6)} ms   ` +
        `${fixed(baseline.p95).padStart(6)} ms   ${baseline.slow} of ${FRAMES}`,
    );
    const met = ratio <= TARGET_RATIO;
    console.log(
      `  scroll p95 frame ≤ ${TARGET_RATIO}× the windowed list   ${ratio.toFixed(2)}×: ${met ? 'met' : 'NOT met'}`,
    );
    return [
      {
        what: `SKU table scroll, p95 frame (${THROTTLE}× throttle)`,
        figure: `${fixed(table.p95)} ms`,
        target: `≤ ${TARGET_RATIO}× baseline`,
        baseline: `windowed list ${fixed(baseline.p95)} ms`,
        ratio,
        met,
      },
    ];
  } finally {
    await browser.close();
    await gateway.close();
    await close();
    rmSync(dist, { recursive: true, force: true });
  }
}
