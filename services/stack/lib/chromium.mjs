// How the scripts here launch Chromium: Debian's own build only, a downloaded browser cannot be
// fetched on these machines (docs/toolchain.md). The Playwright end-to-end config can import it too.
export const chromiumLaunchOptions = Object.freeze({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
