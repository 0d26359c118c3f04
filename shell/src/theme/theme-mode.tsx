import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readStoredThemeMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storeThemeMode(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeModeProvider');
  return value;
}

/** The auth pages and onboarding are always dark (accounts §2, dashboard §2). */
const forcedDarkPrefixes = ['/auth', '/reset-password', '/onboarding'];

export function effectiveThemeMode(mode: ThemeMode, pathname: string): ThemeMode {
  const forced = forcedDarkPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return forced ? 'dark' : mode;
}
