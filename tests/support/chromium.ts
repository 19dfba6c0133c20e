/**
 * Debian's Chromium as every browser run here starts it (the browser tests, the screenshots and
 * the Lighthouse benchmarks): never a downloaded browser, no sandbox, no GPU, nothing it would
 * fetch on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
