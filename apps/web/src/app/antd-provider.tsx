import { App as AntApp, theme as antTheme, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ComponentType, type ReactNode, Suspense, use, useEffect } from 'react';
import { LongTipsContext, tipSeconds } from '@/components/feedback-kit';
import { keepClearButtonsOutOfTabOrder } from '@/lib/clear-buttons.ts';
import { currentLang } from '@/lib/i18n.ts';
import { usePrefersReducedMotion } from '@/lib/reduced-motion.ts';
import { completeMalay } from './antd-locale.ts';
import { useLayoutSettings } from './layout-settings.tsx';
import { readableTagTokens } from './readable-tags.ts';

/** antd's own texts (pagination, date pickers...) in the portal's language. */
async function loadAntdLocale(): Promise<Locale> {
  switch (currentLang()) {
    case 'zh':
      await import('dayjs/locale/zh-cn');
      return (await import('antd/es/locale/zh_CN')).default;
    case 'ml':
      await import('dayjs/locale/ms-my');
      return completeMalay((await import('antd/es/locale/ms_MY')).default);
    default:
      return (await import('antd/es/locale/en_US')).default;
  }
}

let localeLoad: Promise<Locale> | null = null;

/**
 * antd's description and tertiary greys (45% alpha) measure about 3.4:1 on their backgrounds;
 * 62% keeps them visibly secondary and above the 4.5:1 that small text needs (QUALITY.md, axe).
 * Likewise its error red (#ff4d4f, 3.3:1 on white: every danger button) becomes red-7 (5.9:1), and
 * placeholders (25% alpha, which a select draws as text) become 58%.
 */
const READABLE_GREYS = {
  light: {
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorError: '#cf1322',
  },
  dark: {
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.58)',
  },
};

/** A #rrggbb colour moved `share` of the way to white. */
export function towardWhite(hex: string, share: number): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `#${m
    .slice(1)
    .map((c) =>
      Math.round(Number.parseInt(c, 16) + (255 - Number.parseInt(c, 16)) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Tag tokens per theme (light, dark), from antd's own palettes: computed once each. */
const tagTokens = new Map<boolean, Record<string, string>>();
function tagTokensFor(isDeep: boolean): Record<string, string> {
  let tokens = tagTokens.get(isDeep);
  if (!tokens) {
    const algorithm = isDeep ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm;
    tokens = readableTagTokens(antTheme.getDesignToken({ algorithm, token: READABLE_GREYS[isDeep ? 'dark' : 'light'] }));
    tagTokens.set(isDeep, tokens);
  }
  return tokens;
}

function Themed({ theme, children }: { theme?: ThemeConfig; children: ReactNode }) {
  localeLoad ??= loadAntdLocale();
  useEffect(keepClearButtonsOutOfTabOrder, []);
  const locale = use(localeLoad);
  const { settings } = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={locale}
      componentSize={settings.size}
      // Every form, on a failed submit, takes the user to its first field to correct: focused (so a screen reader
      // reads the field and its message, antd's role="alert" error), not left on the button. Order forms do more.
      form={{ scrollToFirstError: { focus: true, block: 'center' } }}
      theme={{
        algorithm: settings.isDeep ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        ...theme,
        token: {
          colorPrimary: settings.theme,
          // Text links in the theme colour: antd's default blue measures 4:1 on white, and the theme
          // colour itself under 4:1 on the dark background, so dark mode lightens it.
          colorLink: settings.isDeep ? towardWhite(settings.theme, 0.45) : settings.theme,
          borderRadius: 6,
          motion: !reducedMotion,
          ...READABLE_GREYS[settings.isDeep ? 'dark' : 'light'],
          ...theme?.token,
        },
        // Every tag's words at 4.5:1 (readable-tags.ts), in the Tag component only.
        components: { ...theme?.components, Tag: { ...tagTokensFor(settings.isDeep), ...theme?.components?.Tag } },
      }}
    >
      {/* Tips go by themselves after spec 9's 1.5 s, or later when asked (problems stay longer: components/feedback-kit). */}
      <AntApp message={{ duration: tipSeconds(settings.longTips) }}>
        <LongTipsContext value={settings.longTips}>{children}</LongTipsContext>
      </AntApp>
    </ConfigProvider>
  );
}

/**
 * antd's theme, language and message/modal context, around the parts of the app that use antd:
 * the layout and the public pages other than /login. /login does without antd so the first page
 * a shipper opens stays light (QUALITY.md: 200 KB of JavaScript).
 */
export function AntdProvider({ theme, children }: { theme?: ThemeConfig; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Themed theme={theme}>{children}</Themed>
    </Suspense>
  );
}

/** A page component inside the antd scope, for the route modules that are antd pages throughout. */
export function withAntd(Page: ComponentType): ComponentType {
  return function AntdPage() {
    return (
      <AntdProvider>
        <Page />
      </AntdProvider>
    );
  };
}
