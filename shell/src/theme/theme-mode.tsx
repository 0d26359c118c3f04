import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSessionUser } from '@scp/shared/client/session-slice';

export type ThemeMode = 'dark' | 'light';

/** localStorage key of the chosen theme. */
export const themeStorageKey = 'scp.theme';

/** Dark unless the user chose light before; storage may be unavailable (private mode), which means dark. */
export function readStoredThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(themeStorageKey) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(themeStorageKey, mode);
  } catch {
    // Not persisted, still applied for this visit.
  }
}

interface ThemeModeContextValue {
  /** The user's choice (pages may still force dark, see `effectiveThemeMode`). */
  mode: ThemeMode;
  /** Applies a choice on this device at once; saving it to the account is the caller's part. */
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

/**
 * The theme: the signed-in account's `dark_mode` when it has one (so the choice follows the user to
 * every device, and a switch in settings applies at once), else this device's last choice. The
 * account's choice is also kept on the device, so the next visit's first paint already matches.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [deviceMode, setDeviceMode] = useState<ThemeMode>(readStoredThemeMode);
  const darkMode = useAppSelector(selectSessionUser)?.user_metadata.dark_mode;
  const accountMode: ThemeMode | undefined = darkMode === undefined ? undefined : darkMode ? 'dark' : 'light';
  useEffect(() => {
    if (accountMode) storeThemeMode(accountMode);
  }, [accountMode]);
  const mode = accountMode ?? deviceMode;
  const setMode = useCallback((next: ThemeMode) => {
    setDeviceMode(next);
    storeThemeMode(next);
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeModeProvider');
  return value;
}

/** The auth pages and onboarding are always dark (screens and routes). */
const forcedDarkPrefixes = ['/auth', '/reset-password', '/onboarding'];

export function effectiveThemeMode(mode: ThemeMode, pathname: string): ThemeMode {
  const forced = forcedDarkPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return forced ? 'dark' : mode;
}
