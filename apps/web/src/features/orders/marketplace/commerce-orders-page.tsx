import { SendOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_EXTENSIONS } from '@portal/shared/excel-import';
import { COMMERCE_ORDER_STATUSES, type CommerceOrderRow, MARKETPLACES, type Marketplace } from '@portal/shared/marketplace';
import { Button, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { refreshCommerceOrders } from '../api/get-commerce-orders.ts';
import { importCommerceOrders } from '../api/import-commerce-orders.ts';
import { MappingDialog } from './mapping-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';

/**
 * Marketplace orders (issue 16, page commerceOrders, getCommerceOrders.do): a Shopee, Lazada or
 * TikTok Shop order export uploaded as the seller centre gave it (read through the shop's saved
 * mapping), the shop orders listed, and the selected ones shipped. Each shop order ships once.
 */
export default function CommerceOrdersPage() {
  const { t } = useTranslation('marketplace');
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<Marketplace>('SHOPEE');
  const [importing, setImporting] = useState(false);
  const [mapping, setMapping] = useState(false);
  const [shipping, setShipping] = useState<CommerceOrderRow[] | null>(null);
  const platforms = MARKETPLACES.map((p) => ({ value: p, label: t(`platform.${p}`) }));

  const pick = async (file: File) => {
    setImporting(true);
    try {
      const result = await importCommerceOrders(platform, file);
      modal.info({
        title: result.summary,
        width: 560,
        content: result.bad.length ? (
          <List
            size="small"
            dataSource={result.bad}
            renderItem={(b) => (
              <List.Item>
                <Typography.Text strong>{t('import.row', { row: b.rowNumber })}</Typography.Text>
                <Typography.Text type="danger">{b.message}</Typography.Text>
              </List.Item>
            )}
          />
        ) : null,
      });
      await refreshCommerceOrders();
    } catch (err) {
      message.error(refusalText(err, 'importFailed'));
    } finally {
      setImporting(false);
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <>
      <ListPage<CommerceOrderRow>
        tabKey="commerceOrders"
        title={t('title')}
        exportable={false}
        filters={[
          { kind: 'select', name: 'platform', label: 'marketplace:columns.platform', options: platforms },
          {
            kind: 'status',
            name: 'status',
            label: 'marketplace:columns.status',
            options: COMMERCE_ORDER_STATUSES.map((s) => ({ value: s, label: `marketplace:status.${s}` })),
          },
          { kind: 'text', name: 'keyword', label: 'marketplace:keyword', maxLength: 100 },
        ]}
        rowSelectable={(row) => row.status === 'NEW'}
        toolbarExtra={(selected) => (
          <Space wrap>
            <Select aria-label={t('import.shop')} value={platform} onChange={setPlatform} options={platforms} style={{ width: 150 }} />
            <Upload accept={IMPORT_EXTENSIONS.join(',')} showUploadList={false} beforeUpload={pick} disabled={importing}>
              <Button icon={<UploadOutlined />} loading={importing}>
                {t('import.upload')}
              </Button>
            </Upload>
            <Button icon={<SettingOutlined />} onClick={() => setMapping(true)}>
              {t('import.mapping')}
            </Button>
            <Button onClick={() => navigate('/setting/home')}>{t('import.settings')}</Button>
            {selected.length > 0 && (
              <Button type="primary" icon={<SendOutlined />} onClick={() => setShipping(selected)}>
                {t('ship.button', { count: selected.length })}
              </Button>
            )}
          </Space>
        )}
      />
      {mapping && <MappingDialog platform={platform} onClose={() => setMapping(false)} />}
      {shipping && <ShipDialog rows={shipping} onClose={() => setShipping(null)} />}
    </>
  );
}
