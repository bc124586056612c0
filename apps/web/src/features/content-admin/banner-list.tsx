import { BANNER_TONES, type BannerRecord, bannerFields, bannerParameter, DASHBOARD_LIMITS } from '@portal/shared/dashboard';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { msg } from '@/lib/i18n.ts';
import { addBanner, deleteBanner, updateBanner } from './api/banner-entries.ts';
import { type BannerValues, bannerParameterOf, bannerValuesOf, type FieldPath, parameterRule } from './content-form.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { ShownTimeFields } from './shown-time-fields.tsx';

const rule = (path: FieldPath, required = false) => parameterRule(bannerParameter, bannerParameterOf, path, msg, required);

/** The banners across the top of every customer's dashboard: the list, the add/edit dialog, delete. */
export function BannerList() {
  const { t } = useTranslation('lists', { keyPrefix: 'contentAdmin' });
  return (
    <ListPage<BannerRecord, BannerValues>
      tabKey="dashboardBanners"
      title={t('tabs.banners')}
      headingLevel={2}
      exportable={false}
      form={{
        titles: { add: t('addBanner'), edit: t('editBanner') },
        initialValues: (row) => bannerValuesOf(row),
        fields: () => (
          <>
            <LocalTextFields
              name="title"
              labelOf={(lang) => t(`fields.title.${lang}`)}
              schemaOf={(lang) => bannerFields.shape.title.shape[lang]}
              ruleOf={(lang) => rule(['title', lang])}
              maxLength={DASHBOARD_LIMITS.titleMax}
              layout="row"
            />
            <LocalTextFields
              name="body"
              labelOf={(lang) => t(`fields.body.${lang}`)}
              schemaOf={(lang) => bannerFields.shape.body.shape[lang]}
              ruleOf={(lang) => rule(['body', lang])}
              maxLength={DASHBOARD_LIMITS.bodyMax}
              rows={{ min: 2, max: 5 }}
              layout="row"
            />
            <Form.Item name="link" label={t('fields.link')} extra={t('fields.linkHint')} className="list-kit-wide" rules={[rule(['link'])]}>
              <Input maxLength={DASHBOARD_LIMITS.linkMax} spellCheck={false} inputMode="url" />
            </Form.Item>
            <Form.Item name="tone" label={t('fields.tone')} rules={[rule(['tone'], true)]}>
              <Select options={BANNER_TONES.map((tone) => ({ value: tone, label: t(`tones.${tone}`) }))} />
            </Form.Item>
            <Form.Item
              name="sort"
              label={t('fields.sort')}
              extra={t('fields.sortHint', { count: DASHBOARD_LIMITS.bannersShown })}
              rules={[rule(['sort'])]}
            >
              <InputNumber min={0} max={DASHBOARD_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <ShownTimeFields ruleOf={(field) => rule([field])} startHint={t('fields.bannerStartHint')} />
            <Form.Item name="active" label={t('fields.active')} valuePropName="checked" className="list-kit-wide">
              <Switch />
            </Form.Item>
          </>
        ),
        onSubmit: (values, { mode, row }) =>
          mode === 'add' ? addBanner(bannerParameterOf(values)) : updateBanner({ ...bannerParameterOf(values), id: row!.id }),
      }}
      onDelete={(rows) => Promise.all(rows.map((r) => deleteBanner(r.id)))}
    />
  );
}
