import { DOMESTIC_POSTCODE_LENGTH, domesticPostcodeSchema } from '@portal/shared/address';
import { networkLabel, OUTLET_PAGE_SIZE, OUTLET_TOWN_MAX } from '@portal/shared/network';
import { Alert, Button, Card, Checkbox, Form, Input, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NetworkChoice, NetworkPicker } from '@/components/org-pickers';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { type OutletSearch, useOutletSearch } from './api/search-outlets.ts';
import { OutletList } from './outlet-list.tsx';
import { useOnline } from './use-online.ts';
import { usePosition } from './use-position.ts';
import './outlets.css';

/** Leaflet and its styles load with the map, and the map only when the browser is online. */
const OutletMap = lazy(() => import('./outlet-map.tsx'));

type Mode = 'postcode' | 'town' | 'site' | 'me';

interface SearchValues {
  postcode?: string;
  town?: string;
}

/**
 * Nearby outlets (spec 2 Queries, `nearbyOutlets`): the courier's outlets nearest a postcode, a town
 * or the shipper's own position, or those under a site chosen in the network picker, with their
 * hours and whether parcels can be handed in there. The list is the page; the map beside it is drawn
 * when the browser is online.
 */
export default function NearbyOutletsPage() {
  const { t } = useTranslation('queries');
  const [form] = Form.useForm<SearchValues>();
  const [mode, setMode] = useState<Mode>('postcode');
  const [dropOffOnly, setDropOffOnly] = useState(false);
  const [where, setWhere] = useState<OutletSearch>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  // The site chosen in the network picker: the outlets under it are the search.
  const [site, setSite] = useState<NetworkChoice | null>(null);
  const { position, locate } = usePosition();
  const online = useOnline();
  const search: OutletSearch = { ...where, dropOffOnly, page, pageSize: OUTLET_PAGE_SIZE };
  const result = useOutletSearch(search);

  // "Near me": the position, once the browser gives it, is the search.
  useEffect(() => {
    if (position.state === 'found') {
      setWhere(position.position);
      setPage(1);
    }
  }, [position]);

  const chooseSite = (chosen: NetworkChoice | null) => {
    setSite(chosen);
    setWhere(chosen ? { networkId: chosen.id } : {});
    setPage(1);
    setSelected(null);
  };

  const submit = (values: SearchValues) => {
    setWhere(mode === 'postcode' ? { postcode: values.postcode?.trim() } : { town: values.town?.trim() });
    setPage(1);
    setSelected(null);
  };

  const data = result.data;
  const heading = !data?.anchor
    ? where.networkId && site
      ? t('outlets.underSite', { site: networkLabel(site) })
      : t('outlets.byPlace')
    : data.anchor.kind === 'me'
      ? t('outlets.nearestMe')
      : `${t('outlets.nearest', { label: data.anchor.label })}${data.anchor.approximate ? ` (${t('outlets.approximate')})` : ''}`;

  return (
    <div className="outlets-page">
      <PageHeading className="outlets-page__title" />
      <Typography.Paragraph type="secondary">{t('outlets.intro')}</Typography.Paragraph>
      <Card size="small" className="outlets-search">
        <Form<SearchValues> form={form} layout="vertical" onFinish={submit} className="outlets-search__form">
          <Form.Item label={t('outlets.searchBy')}>
            <Segmented<Mode>
              value={mode}
              onChange={setMode}
              options={[
                { value: 'postcode', label: t('outlets.byPostcode') },
                { value: 'town', label: t('outlets.byTown') },
                { value: 'site', label: t('outlets.bySite') },
                { value: 'me', label: t('outlets.nearMe') },
              ]}
            />
          </Form.Item>
          {mode === 'postcode' && (
            <Form.Item name="postcode" label={t('outlets.postcode')} rules={[zodRule(domesticPostcodeSchema)]}>
              <Input maxLength={DOMESTIC_POSTCODE_LENGTH} inputMode="numeric" autoComplete="postal-code" />
            </Form.Item>
          )}
          {mode === 'town' && (
            <Form.Item
              name="town"
              label={t('outlets.town')}
              rules={[{ required: true, whitespace: true, message: msg('outletTownRequired') }]}
            >
              <Input maxLength={OUTLET_TOWN_MAX} placeholder={t('outlets.townPlaceholder')} />
            </Form.Item>
          )}
          {mode === 'site' && (
            <Form.Item label={t('outlets.site')} htmlFor="outlets-site">
              <NetworkPicker id="outlets-site" value={site} onChange={chooseSite} style={{ width: 320 }} />
            </Form.Item>
          )}
          <Form.Item label=" " className="outlets-search__go" hidden={mode === 'site'}>
            {mode === 'me' ? (
              <Button key="locate" type="primary" onClick={locate} loading={position.state === 'locating'}>
                {t('outlets.locate')}
              </Button>
            ) : (
              <Button key="search" type="primary" htmlType="submit">
                {t('outlets.search')}
              </Button>
            )}
          </Form.Item>
          <Form.Item label=" ">
            <Checkbox
              checked={dropOffOnly}
              onChange={(e) => {
                setDropOffOnly(e.target.checked);
                setPage(1);
              }}
            >
              {t('outlets.dropOffOnly')}
            </Checkbox>
          </Form.Item>
        </Form>
        {mode === 'me' && position.state === 'locating' && <Typography.Text type="secondary">{t('outlets.locating')}</Typography.Text>}
        {mode === 'me' && (position.state === 'denied' || position.state === 'unavailable') && (
          <Alert
            type="warning"
            showIcon
            title={t(position.state === 'denied' ? 'outlets.locationDenied' : 'outlets.locationUnavailable')}
          />
        )}
      </Card>

      {result.isError && <Alert type="error" showIcon role="alert" title={refusalText(result.error)} />}
      {result.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <section className="outlets-results" aria-busy={result.isFetching}>
          <div className="outlets-results__head" aria-live="polite">
            <h2 className="outlets-results__title">{heading}</h2>
            <Typography.Text type="secondary" data-testid="outlet-count">
              {t('outlets.count', { count: data.total })}
            </Typography.Text>
          </div>
          <div className={online ? 'outlets-results__body outlets-results__body--map' : 'outlets-results__body'}>
            <div>
              {data.list.length === 0 ? (
                <Typography.Paragraph>{t('outlets.empty')}</Typography.Paragraph>
              ) : (
                <OutletList outlets={data.list} selected={selected} onSelect={setSelected} withMap={online} />
              )}
              {data.total > OUTLET_PAGE_SIZE && (
                <Pagination
                  className="outlets-results__pages"
                  current={page}
                  pageSize={OUTLET_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={(next) => {
                    setPage(next);
                    setSelected(null);
                  }}
                />
              )}
            </div>
            {online ? (
              <Suspense fallback={<Skeleton.Node active className="outlet-map__placeholder" />}>
                <OutletMap outlets={data.list} anchor={data.anchor} selected={selected} onSelect={setSelected} />
              </Suspense>
            ) : (
              <Typography.Paragraph type="secondary" className="outlet-map__offline">
                {t('outlets.mapOffline')}
              </Typography.Paragraph>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
