import { Button } from 'antd';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { currentLang } from '@/lib/i18n.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { OnDemand } from './on-demand.tsx';

// The dialog itself loads once a new release is found (most sessions never see it).
const UpdateNotice = lazy(() => import('./update-notice.tsx').then((m) => ({ default: m.UpdateNotice })));

const DIALOG_DELAY_MS = 800;
const NOTICE_KEY = 'portal-update';

/** The deployed release, or null when there is none to compare (npm run dev, offline). */
async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * The notes as paragraphs, in the reader's language: the file has a `[zh]`, `[en]` and `[ml]`
 * section (a file without them is shown whole); it is wrapped for an editor, blank lines part paragraphs.
 */
async function fetchReleaseNote(): Promise<string[]> {
  try {
    const res = await fetch('/release.note', { cache: 'no-store' });
    if (!res.ok) return [];
    const text = await res.text();
    const sections = new Map(
      [...text.matchAll(/^\[(zh|en|ml)\]\s*\n([\s\S]*?)(?=^\[(?:zh|en|ml)\]|(?![\s\S]))/gm)].map((m) => [m[1], m[2] ?? '']),
    );
    return (sections.get(currentLang()) ?? sections.get('en') ?? text)
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

function reloadInto(version: string): void {
  local.set(StorageKey.version, version);
  window.location.reload();
}

let storedRunningVersion = false;

/**
 * Spec 4 "Update flow": when the page becomes visible (and once on load) the deployed version
 * is compared with the stored one; a difference opens this dialog after 800 ms.
 */
export function UpdateDialog() {
  const { t } = useTranslation('layout');
  const { notification } = useFeedback();
  const [update, setUpdate] = useState<{ version: string; note: string[] } | null>(null);
  // A version the user chose to take later is not asked about again; the notice stays.
  const deferred = useRef<string | null>(null);

  useEffect(() => {
    // The stored version is the one this page runs, so a reload after "Later" asks no more.
    if (!storedRunningVersion) {
      storedRunningVersion = true;
      local.set(StorageKey.version, __APP_VERSION__);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const check = async () => {
      const deployed = await fetchDeployedVersion();
      const stored = local.get(StorageKey.version);
      if (!deployed || !active) return;
      if (!stored) return local.set(StorageKey.version, deployed);
      if (deployed === stored || deployed === deferred.current) return;
      const note = await fetchReleaseNote();
      clearTimeout(timer);
      timer = setTimeout(() => active && setUpdate({ version: deployed, note }), DIALOG_DELAY_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const later = useCallback(() => {
    if (!update) return;
    const { version } = update;
    deferred.current = version;
    setUpdate(null);
    notification.info({
      key: NOTICE_KEY,
      duration: 0,
      title: t('update.noticeTitle'),
      description: t('update.noticeText'),
      actions: (
        <Button type="primary" size="small" onClick={() => reloadInto(version)}>
          {t('update.refreshNow')}
        </Button>
      ),
    });
  }, [update, notification, t]);

  return (
    <OnDemand open={!!update}>
      <UpdateNotice update={update} onLater={later} onRefresh={reloadInto} />
    </OnDemand>
  );
}
