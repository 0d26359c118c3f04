// How the scripts here launch Chromium: Debian's own build only, a downloaded browser cannot be
// fetched on these machines (docs/toolchain.md). The Playwright end-to-end config can import it too.
// Debian's headless shell (package chromium-headless-shell), the same Blink and V8 as its Chromium
// and the browser Playwright itself runs headless: the end-to-end suite takes 15.2 min in it against
// 21 min in the full browser (docs/toolchain.md, "The suite's time").
export const chromiumLaunchOptions = Object.freeze({
  executablePath: '/usr/lib/chromium/chromium-headless-shell',
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
