import { ApiOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildMenuTree } from '@/lib/menu-tree.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

/** The page key of the VIP centre's open platform (spec 2: the top bar has its icon). */
const OPEN_PLATFORM = 'openPlatform';

/**
 * The top bar's open-platform icon (spec 2), for whoever the menu grants the page: it opens the page in the portal
 * (the portal's own open platform, docs/decisions.md), the same place the VIP centre's menu entry goes.
 */
export function OpenPlatformLink() {
  const { t } = useTranslation('layout');
  const { funcs } = useUserInfo();
  const navigate = useNavigate();
  const path = useMemo(
    () =>
      buildMenuTree(funcs)
        .flatMap((group) => group.pages)
        .find((page) => page.path.endsWith(`/${OPEN_PLATFORM}`))?.path,
    [funcs],
  );
  if (!path) return null;
  return (
    <Tooltip title={t('openPlatform')}>
      <Button type="text" icon={<ApiOutlined />} aria-label={t('openPlatform')} onClick={() => navigate(path)} />
    </Tooltip>
  );
}
