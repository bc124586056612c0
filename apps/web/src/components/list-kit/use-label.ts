import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Labels in a configuration are translation keys (`ns:key`, or `ns.key` as the administrator's
 * screens write them) or literal text: a key is translated when it exists, anything else is
 * shown as it is.
 */
export function useLabel(): (text: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text: string) => {
      if (i18n.exists(text)) return t(text);
      const dotted = /^([A-Za-z]\w*)\.(.+)$/.exec(text);
      const namespaced = dotted ? `${dotted[1]}:${dotted[2]}` : null;
      return namespaced && i18n.exists(namespaced) ? t(namespaced) : text;
    },
    [t, i18n],
  );
}
