import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The update dialog's face (spec 4 "Update flow"); update-dialog.tsx finds the release and loads it. */
export function UpdateNotice({
  update,
  onLater,
  onRefresh,
}: {
  update: { version: string; note: string[] } | null;
  onLater: () => void;
  onRefresh: (version: string) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Modal
      open={!!update}
      width={640}
      title={t('update.title')}
      onCancel={onLater}
      footer={[
        <Button key="later" onClick={onLater}>
          {t('update.later')}
        </Button>,
        <Button key="refresh" type="primary" onClick={() => update && onRefresh(update.version)}>
          {t('update.refreshNow')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('update.intro')}</Typography.Paragraph>
      {!!update?.note.length && (
        <div className="portal-release-note">
          {update.note.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
    </Modal>
  );
}
