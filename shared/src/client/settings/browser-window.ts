import { layout } from '../../contracts/app/app-constants';

/** The popup's window name: a second Connect reuses the open popup instead of stacking another. */
const POPUP_NAME = 'scp-oauth';
const POPUP_FEATURES = 'width=600,height=720';

/**
 * The browser calls of a connection, in one object so tests can replace them (jsdom cannot open
 * windows or navigate).
 */
export const browserWindow = {
  /**
   * A popup, opened at once in the click handler (later, after the request, popup blockers would
   * refuse it): empty until `sendPopupTo`, or at `url` when it is known already (the OAuth test
   * page's samples). Null when the browser blocked it. No `noopener`: the return page reports to
   * its opener.
   */
  openPopup: (url = ''): Window | null => window.open(url, POPUP_NAME, POPUP_FEATURES),
  sendPopupTo: (popup: Window, url: string) => {
    popup.location.href = url;
  },
  closePopup: (popup: Window) => popup.close(),
  assign: (url: string) => window.location.assign(url),
  /** Narrower than the spec's 768 px mobile breakpoint (the shell's layout query): the page is used instead of a popup. */
  isNarrow: () => window.matchMedia(`(max-width: ${layout.mobileBreakpointPx - 0.02}px)`).matches,
};
