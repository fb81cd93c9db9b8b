import { chromium, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startProcess } from './bankProcess';
import type { Figure } from './report';

/** One frame at 60 Hz: a step that paints later than this has dropped a frame. */
const FRAME_MS = 1000 / 60;

/** Slider steps pressed before the measured ones, so that neither page is measured cold. */
const WARM_UP_STEPS = 5;

/**
 * Installs, in the page, the clock of each key press: from the key's event to the first task after
 * the next frame's rendering, i.e. once the browser has painted what the key changed.
 */
function installStepClock(page: Page): Promise<void> {
  return page.evaluate(() => {
    const steps: number[] = [];
    Object.assign(window, { calculatorSteps: steps });
    document.addEventListener(
      'keydown',
      (event) => {
        requestAnimationFrame(() => {
          const afterPaint = new MessageChannel();
          afterPaint.port1.onmessage = () => steps.push(performance.now() - event.timeStamp);
          afterPaint.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

const stepsTaken = (page: Page) =>
  page.evaluate(() => (window as unknown as { calculatorSteps: number[] }).calculatorSteps.length);

/** Presses a key on the focused slider and waits until its step has painted. */
async function step(page: Page, key: 'ArrowRight' | 'ArrowLeft'): Promise<void> {
  const before = await stepsTaken(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (count) => (window as unknown as { calculatorSteps: number[] }).calculatorSteps.length > count,
    before,
    { polling: 5 },
  );
}

/** The range's position and last position (the browser's range over the allowed values). */
async function positions(range: Locator): Promise<{ at: number; last: number }> {
  const [at, last] = await range.evaluate((input: HTMLInputElement) => [
    Number(input.value),
    Number(input.max),
  ]);
  return { at: at!, last: last! };
}

/**
 * Moves the slider by keyboard to its last position and back to its first, one step a key, and
 * answers each step's time to paint (after a few unmeasured steps).
 */
async function sweep(page: Page, range: Locator): Promise<number[]> {
  await range.focus();
  for (let warm = 0; warm < WARM_UP_STEPS; warm++) await step(page, 'ArrowLeft');
  for (let warm = 0; warm < WARM_UP_STEPS; warm++) await step(page, 'ArrowRight');
  const from = await stepsTaken(page);
  const { at, last } = await positions(range);
  for (let right = at; right < last; right++) await step(page, 'ArrowRight');
  for (let left = last; left > 0; left--) await step(page, 'ArrowLeft');
  return page.evaluate(
    (skip) => (window as unknown as { calculatorSteps: number[] }).calculatorSteps.slice(skip),
    from,
  );
}

/**
 * The floor: the same key presses on the browser's own range inputs, with the same positions, on
 * a page without React or the bank, whose only change per step is the number beside the range.
 */
function floorPage(ranges: { at: number; last: number }[]): string {
  const inputs = ranges
    .map(
      ({ at, last }, index) =>
        `<p><input type="range" id="range${index}" min="0" max="${last}" value="${at}"><output for="range${index}">${at}</output></p>`,
    )
    .join('');
  return `<!doctype html><html lang="fi"><body>${inputs}<script>
    for (const input of document.querySelectorAll('input'))
      input.addEventListener('input', () => { input.nextElementSibling.textContent = input.value; });
  </script></body></html>`;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};
const millis = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The landing page's calculator in headless Chromium, as a keyboard user moves its sliders: the
 * time from each key press to the paint that shows the new figures, against one frame at 60 Hz and
 * against the same presses on a page of bare range inputs in the same run (the machine's floor).
 */
export async function benchCalculator(): Promise<Figure[]> {
  const bank = await startProcess('server/main.ts', { PORT: '8194', DATA_DIR: ':memory:' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${bank.url}/landing/loan-application`);
    await installStepClock(page);
    const amount = page.getByRole('slider', { name: 'Lainasumma' });
    const months = page.getByRole('slider', { name: 'Laina-aika' });
    // The prerendered page starts the bank on the visitor's first turn to it: the focus.
    await amount.focus();
    await page.waitForFunction(
      () => {
        const range = document.querySelector('input[type=range]');
        return range !== null && Object.keys(range).some((key) => key.startsWith('__reactFiber'));
      },
      undefined,
      { timeout: 60_000 },
    );
    const amountAt = await positions(amount);
    const amountSteps = await sweep(page, amount);
    const monthsAt = await positions(months);
    const monthsSteps = await sweep(page, months);

    const floor = await browser.newPage();
    await floor.setContent(floorPage([amountAt, monthsAt]));
    await installStepClock(floor);
    const floorSteps = [
      ...(await sweep(floor, floor.locator('#range0'))),
      ...(await sweep(floor, floor.locator('#range1'))),
    ];

    const section =
      'Landing page calculator, key press to paint per slider step (headless Chromium)';
    const figure = (name: string, steps: number[]): Figure => {
      const p95 = percentile(steps, 0.95);
      return {
        section,
        name: `${name}: median, p95 (${steps.length} steps)`,
        value: `${millis(percentile(steps, 0.5))}, ${millis(p95)}`,
        target: `p95 ≤ ${millis(FRAME_MS)}`,
        failed: p95 > FRAME_MS,
      };
    };
    const all = [...amountSteps, ...monthsSteps];
    return [
      figure('amount slider', amountSteps),
      figure('duration slider', monthsSteps),
      {
        section,
        name: `floor (bare range inputs, no React): median, p95 (${floorSteps.length} steps)`,
        value: `${millis(percentile(floorSteps, 0.5))}, ${millis(percentile(floorSteps, 0.95))}`,
      },
      {
        section,
        name: 'calculator ÷ floor: median, p95',
        value: `${(percentile(all, 0.5) / percentile(floorSteps, 0.5)).toFixed(2)}×, ${(percentile(all, 0.95) / percentile(floorSteps, 0.95)).toFixed(2)}×`,
      },
      {
        section,
        name: 'slowest step, calculator and floor',
        value: `${millis(Math.max(...all))}, ${millis(Math.max(...floorSteps))}`,
      },
    ];
  } finally {
    await browser.close();
    await bank.stop();
  }
}
