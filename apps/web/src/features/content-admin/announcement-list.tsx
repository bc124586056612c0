import { type AnnouncementRecord, announcementFields, announcementParameter, DASHBOARD_LIMITS } from '@portal/shared/dashboard';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { msg } from '@/lib/i18n.ts';
import { addAnnouncement, deleteAnnouncement, updateAnnouncement } from './api/announcement-entries.ts';
import { type AnnouncementValues, announcementParameterOf, announcementValuesOf, type FieldPath, parameterRule } from './content-form.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { ShownTimeFields } from './shown-time-fields.tsx';

const rule = (path: FieldPath) => parameterRule(announcementParameter, announcementParameterOf, path, msg);

/** The announcements on every customer's dashboard (pinned first, then newest): the list, the add/edit dialog, delete. */
export function AnnouncementList() {
  const { t } = useTranslation('lists', { keyPrefix: 'contentAdmin' });
  return (
    <ListPage<AnnouncementRecord, AnnouncementValues>
      tabKey="dashboardAnnouncements"
      title={t('tabs.announcements')}
      headingLevel={2}
      exportable={false}
      form={{
        titles: { add: t('addAnnouncement'), edit: t('editAnnouncement') },
        initialValues: (row) => announcementValuesOf(row),
        fields: () => (
          <>
            <LocalTextFields
              name="title"
              labelOf={(lang) => t(`fields.title.${lang}`)}
              schemaOf={(lang) => announcementFields.shape.title.shape[lang]}
              ruleOf={(lang) => rule(['title', lang])}
              maxLength={DASHBOARD_LIMITS.titleMax}
              layout="row"
            />
            <LocalTextFields
              name="content"
              labelOf={(lang) => t(`fields.content.${lang}`)}
              schemaOf={(lang) => announcementFields.shape.content.shape[lang]}
              ruleOf={(lang) => rule(['content', lang])}
              maxLength={DASHBOARD_LIMITS.contentMax}
              rows={{ min: 3, max: 8 }}
              layout="stack"
            />
            <ShownTimeFields ruleOf={(field) => rule([field])} startHint={t('fields.announcementStartHint')} />
            <Form.Item name="pinned" label={t('fields.pinned')} valuePropName="checked" className="list-kit-wide">
              <Switch />
            </Form.Item>
          </>
        ),
        onSubmit: (values, { mode, row }) =>
          mode === 'add'
            ? addAnnouncement(announcementParameterOf(values))
            : updateAnnouncement({ ...announcementParameterOf(values), id: row!.id }),
      }}
      onDelete={(rows) => Promise.all(rows.map((r) => deleteAnnouncement(r.id)))}
    />
  );
}
