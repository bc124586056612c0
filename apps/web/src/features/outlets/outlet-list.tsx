import type { Outlet } from '@portal/shared/network';
import { Button, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

const osmLink = (o: Outlet) => `https://www.openstreetmap.org/?mlat=${o.latitude}&mlon=${o.longitude}#map=17/${o.latitude}/${o.longitude}`;

interface OutletListProps {
  outlets: Outlet[];
  selected: string | null;
  onSelect: (code: string) => void;
  /** A map is drawn beside the list: each outlet can be shown on it. */
  withMap: boolean;
}

/** The outlets as a list that works without a map: name, distance, street, hours, phone and what the counter takes. */
export function OutletList({ outlets, selected, onSelect, withMap }: OutletListProps) {
  const { t } = useTranslation('queries');
  // antd writes a preset tag's text in shade 7 (about 2:1); shade 8 keeps the colour and reads at 4.5:1 (axe).
  const { token } = theme.useToken();
  return (
    <ol className="outlet-list" aria-label={t('outlets.count', { count: outlets.length })}>
      {outlets.map((o) => (
        <li key={o.code} className={`outlet${selected === o.code ? ' outlet--selected' : ''}`} data-testid="outlet">
          <div className="outlet__head">
            <h3 className="outlet__name">{o.name}</h3>
            {o.distanceKm !== null && (
              <span className="outlet__distance" data-testid="outlet-distance">
                {t('outlets.km', { km: o.distanceKm.toFixed(1) })}
              </span>
            )}
          </div>
          <div className="outlet__tags">
            <Tag>{t(`outlets.level.${o.level}`)}</Tag>
            <Typography.Text type="secondary">{o.code}</Typography.Text>
            {o.dropOff ? (
              <Tag color="green" style={{ color: token.green8 }}>
                {t('outlets.takes', { products: o.products.join(', ') })}
              </Tag>
            ) : (
              <Tag color="blue" style={{ color: token.blue8 }}>
                {t('outlets.collectOnly')}
              </Tag>
            )}
          </div>
          <address className="outlet__address">
            {o.address}, {o.postcode} {o.city}, {o.state}
          </address>
          <dl className="outlet__facts">
            <dt>{t('outlets.hours')}</dt>
            <dd>{o.openingHours}</dd>
            <dt>{t('outlets.phone')}</dt>
            <dd>
              <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</a>
            </dd>
          </dl>
          {o.latitude !== null && (
            <div className="outlet__links">
              {withMap && (
                <Button size="small" onClick={() => onSelect(o.code)} aria-pressed={selected === o.code}>
                  {t('outlets.onMap')}
                </Button>
              )}
              <Typography.Link href={osmLink(o)} target="_blank" rel="noopener noreferrer">
                {t('outlets.openMap')}
              </Typography.Link>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
