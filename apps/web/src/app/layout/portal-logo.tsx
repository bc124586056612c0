import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_PATH } from '@/lib/menu-tree.ts';

/** The van mark of favicon.svg, drawn in the theme colour so it follows the user's choice. */
function LogoMark() {
  return (
    <svg className="portal-logo__mark" viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 22h24l6 8h6v12h-4a6 6 0 0 1-12 0H26a6 6 0 0 1-12 0h-2V24a2 2 0 0 1 2-2zm24 4v6h9l-4-6z" fill="#fff" />
    </svg>
  );
}

/** The logo links home; when the sidebar is collapsed only the mark shows. */
export function PortalLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={DASHBOARD_PATH} className="portal-logo" aria-label={compact ? t('appName') : undefined}>
      <LogoMark />
      {!compact && <span className="portal-logo__name">{t('appName')}</span>}
    </Link>
  );
}
