// Where Debian's Chromium lives and the flags it needs on these machines, for every tool that
// drives it (the e2e suite, the Lighthouse benchmark, the install check). Without the
// background-networking flags Chromium keeps dialling out, which this closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
