import { useTranslation } from 'react-i18next';

/** First stop for keyboard users: past the menu and the top bar, straight to the page. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('layout');
  return (
    <a
      href={`#${targetId}`}
      className="portal-skip-link"
      onClick={(e) => {
        // Focus without a hash in the address: the router owns the URL.
        e.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
