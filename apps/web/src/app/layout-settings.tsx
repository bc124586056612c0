import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { local, StorageKey } from '@/lib/storage.ts';

/** The theme colours offered (spec 1); the first listed in the spec's order, #E60000 the default. */
export const THEME_PRESETS = ['#1890FF', '#E60000', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'] as const;
const DEFAULT_THEME = '#E60000';

/** antd's control sizes, offered as the size setting (spec 4: size, language and theme persist). */
export const CONTROL_SIZES = ['small', 'middle', 'large'] as const;
type ControlSize = (typeof CONTROL_SIZES)[number];

/** Spec 3 "Layout settings kept locally" plus the settings drawer switches of spec 2. */
export interface LayoutSettings {
  theme: string;
  /** Dark style. */
  isDeep: boolean;
  /** Navigation across the top instead of down the left. */
  isHorizontal: boolean;
  /** Colour-weakness mode. */
  isFeeble: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** The size of buttons, fields and tables (antd's componentSize). */
  size: ControlSize;
  /** Every tip stays LONG_TIP_SECONDS (WCAG 2.2.1: a user may ask for more time to read). */
  longTips: boolean;
}

const DEFAULT_LAYOUT: LayoutSettings = {
  theme: DEFAULT_THEME,
  isDeep: false,
  isHorizontal: false,
  isFeeble: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  size: 'middle',
  longTips: false,
};

function readSettings(): LayoutSettings {
  const stored = local.getJson<Partial<LayoutSettings>>(StorageKey.layout) ?? {};
  const merged = { ...DEFAULT_LAYOUT, ...stored };
  // A value another version (or a hand) left in storage is read as the default, never passed on to antd.
  if (!(THEME_PRESETS as readonly string[]).includes(merged.theme)) merged.theme = DEFAULT_THEME;
  if (!(CONTROL_SIZES as readonly string[]).includes(merged.size)) merged.size = DEFAULT_LAYOUT.size;
  return merged;
}

interface LayoutSettingsValue {
  settings: LayoutSettings;
  update: (change: Partial<LayoutSettings>) => void;
}

const Context = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  const update = useCallback((change: Partial<LayoutSettings>) => {
    setSettings((old) => {
      const next = { ...old, ...change };
      local.setJson(StorageKey.layout, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(Context);
  if (!value) throw new Error('useLayoutSettings outside LayoutSettingsProvider');
  return value;
}
