/**
 * Helpers of the live-channel specs (issue 14): which shared workers a browser runs (through the
 * DevTools protocol: a page cannot see them), and the screens a tab of the console opens.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_COMPANY } from './demo.js';

/** The SharedWorker targets of the whole browser (every context). */
export async function sharedWorkers(browser: Browser): Promise<Array<{ url: string; targetId: string }>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: Array<{ type: string; url: string; targetId: string }>;
    };
    return targetInfos.filter((t) => t.type === 'shared_worker').map(({ url, targetId }) => ({ url, targetId }));
  } finally {
    await cdp.detach();
  }
}

/** A screen a tab opens, and how it shows it is loaded and live. */
export interface LiveScreen {
  path: string;
  heading: RegExp;
  /** Whether the screen shows the live tag (its subscription answered). */
  live: boolean;
}

const C = `/admin/companies/${DEMO_COMPANY.digitCode}`;
/** The ten tabs staff keep open: the tasks monitor, a company's transactions, the company. */
export const TEN_TABS: LiveScreen[] = [
  ...Array.from({ length: 4 }, () => ({ path: '/admin/tasks', heading: /^Tasks$/, live: true })),
  ...Array.from({ length: 4 }, () => ({ path: `${C}/products/transactions`, heading: /^Transactions$/, live: true })),
  ...Array.from({ length: 2 }, () => ({ path: C, heading: new RegExp(DEMO_COMPANY.name), live: false })),
];

/** Opens a screen in a new tab of `context` and waits until it is loaded (and live). */
export async function openTab(context: BrowserContext, screen: LiveScreen): Promise<Page> {
  const page = await context.newPage();
  await page.goto(screen.path);
  await expect(page.getByRole('main').getByRole('heading', { name: screen.heading }).first()).toBeVisible({
    timeout: 20_000,
  });
  if (screen.live)
    await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live', { timeout: 20_000 });
  return page;
}

/** One moment of a task's bar as a page showed it: its numbers, and the width its meter was set to. */
export interface BarSample {
  /** Which bar: 'wizard', or the task's id in the monitor. */
  where: string;
  /** The status the screen showed beside it (the monitor's tag, the wizard's step). */
  status: string;
  /** The numbers the bar's text showed. */
  done: number | null;
  total: number | null;
  /** The width of the bar's meter, in % (what the eye sees once it settles). */
  width: number | null;
  /** The counts the wizard's result showed (inserted + updated + deleted), once shown. */
  counts: number | null;
}

/**
 * Runs in a page: records every change of the task bars it shows — the wizard's progress or
 * result step, and each row of the tasks monitor — as BarSamples in `window.barSamples`.
 */
export function recordBars(): void {
  const samples: BarSample[] = [];
  (window as unknown as { barSamples: BarSample[] }).barSamples = samples;
  const last = new Map<string, string>();
  const num = (text: string | undefined) => (text === undefined ? null : Number(text.replace(/,/g, '')));
  const widthOf = (bar: Element | null) => {
    const meter = bar?.querySelector<HTMLElement>('.bp6-progress-meter');
    return meter?.style.width ? Number.parseFloat(meter.style.width) : null;
  };
  const push = (sample: BarSample) => {
    const key = JSON.stringify(sample);
    if (last.get(sample.where) === key) return;
    last.set(sample.where, key);
    samples.push(sample);
  };
  const record = () => {
    const step = document.querySelector('[role="status"][aria-label="Task status"]');
    if (step) {
      const text = step.textContent ?? '';
      const m = /(\d[\d,]*) of (\d[\d,]*)/.exec(text);
      const result = document.querySelector('[aria-label="Result summary"]')?.textContent ?? null;
      const c = result ? /(\d[\d,]*) inserted, (\d[\d,]*) updated, (\d[\d,]*) deleted/.exec(result) : null;
      push({
        where: 'wizard',
        status: result ? 'succeeded' : text.startsWith('Queued') ? 'queued' : 'running',
        done: num(m?.[1]),
        total: num(m?.[2]),
        width: text.startsWith('Queued') ? null : widthOf(document.querySelector('[aria-label="Task progress"]')),
        counts: c ? num(c[1])! + num(c[2])! + num(c[3])! : null,
      });
    }
    for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Progress of task #"]')) {
      const id = /#(\d+)/.exec(bar.getAttribute('aria-label') ?? '')?.[1] ?? '?';
      const m = /(\d[\d,]*) \/ (\d[\d,]*)/.exec(bar.textContent ?? '');
      const status =
        document.querySelector(`[aria-label="Status of task #${id}"] [data-status]`)?.getAttribute('data-status') ?? '';
      push({ where: id, status, done: num(m?.[1]), total: num(m?.[2]), width: widthOf(bar), counts: null });
    }
  };
  new MutationObserver(record).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  record();
}

/** The samples a page recorded. */
export const barSamples = (page: Page): Promise<BarSample[]> =>
  page.evaluate(() => (window as unknown as { barSamples: BarSample[] }).barSamples);

/**
 * Where a sample's bar and numbers disagree: its meter not at done/total, a succeeded task not at
 * done = total, or the wizard's counts not the total it applied.
 */
export function disagreements(samples: readonly BarSample[]): string[] {
  const wrong: string[] = [];
  for (const s of samples) {
    if (s.done === null || s.total === null) {
      // Queued, or running before its total is known ("0 of …"): the bar shows no share yet.
      if (s.status === 'succeeded') wrong.push(`no numbers beside a finished bar: ${JSON.stringify(s)}`);
      continue;
    }
    const share = s.total > 0 ? (100 * s.done) / s.total : s.status === 'succeeded' ? 100 : 0;
    if (s.width !== null && Math.abs(s.width - share) > 0.01)
      wrong.push(`bar at ${s.width}% beside ${s.done} of ${s.total}: ${JSON.stringify(s)}`);
    if (s.status === 'succeeded' && s.done !== s.total)
      wrong.push(`succeeded short of its total: ${JSON.stringify(s)}`);
    if (s.counts !== null && s.counts !== s.total)
      wrong.push(`counts ${s.counts} beside a bar of ${s.total}: ${JSON.stringify(s)}`);
  }
  return wrong;
}
