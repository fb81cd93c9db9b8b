/**
 * The system Chromium that every browser test uses (Vitest browser mode, Playwright, Lighthouse).
 * Tools must not download their own browser: this machine's network only reaches registries.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The journeys' Chromium: JavaScript is run by the interpreter and the baseline compiler only. A
 * journey's page lives seconds, too short for the optimising compilers to pay back their work:
 * they cost a tenth of the browser's CPU. Vitest's browser projects keep every tier (one page runs
 * hundreds of tests), and so do the benches: they measure what a customer's browser does.
 */
export const journeyChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt,--no-maglev'];
