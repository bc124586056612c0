import 'leaflet/dist/leaflet.css';
import type { Outlet, OutletAnchor } from '@portal/shared/network';
import { Alert } from 'antd';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Peninsular and East Malaysia in one view, before anything is searched. */
const MALAYSIA: L.LatLngBoundsExpression = [
  [0.85, 99.6],
  [7.4, 119.3],
];
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** How many of the nearest outlets the view is fitted around after a search. */
const NEAREST_IN_VIEW = 5;

interface OutletMapProps {
  outlets: Outlet[];
  anchor: OutletAnchor | null;
  selected: string | null;
  onSelect: (code: string) => void;
}

/**
 * The outlets on OpenStreetMap (Leaflet, loaded with this file only, and only when the browser is
 * online). Markers are drawn shapes, not images, so the outlets stay marked when the tiles cannot
 * load; a failed tile says so once, and the list beside the map is the page's real content.
 */
export default function OutletMap({ outlets, anchor, selected, onSelect }: OutletMapProps) {
  const { t } = useTranslation('queries');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const byCode = useRef(new Map<string, L.CircleMarker>());
  const [tilesFailed, setTilesFailed] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { scrollWheelZoom: false }).fitBounds(MALAYSIA);
    L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = markers.current;
    const view = map.current;
    if (!group || !view) return;
    group.clearLayers();
    byCode.current.clear();
    const placed = outlets.filter((o) => o.latitude !== null && o.longitude !== null);
    for (const o of placed) {
      const marker = L.circleMarker([o.latitude!, o.longitude!], {
        radius: 8,
        weight: 2,
        color: o.dropOff ? '#237804' : '#0958d9',
        fillColor: o.dropOff ? '#52c41a' : '#4096ff',
        fillOpacity: 0.85,
      })
        .bindTooltip(o.name)
        .on('click', () => select.current(o.code))
        .addTo(group);
      byCode.current.set(o.code, marker);
    }
    const points: L.LatLngExpression[] = placed.slice(0, NEAREST_IN_VIEW).map((o) => [o.latitude!, o.longitude!]);
    if (anchor) {
      L.circleMarker([anchor.latitude, anchor.longitude], { radius: 6, color: '#cf1322', fillColor: '#ff4d4f', fillOpacity: 1 })
        .bindTooltip(anchor.label || t('outlets.you'))
        .addTo(group);
      points.push([anchor.latitude, anchor.longitude]);
    }
    if (points.length) view.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
    else view.fitBounds(MALAYSIA);
  }, [outlets, anchor, t]);

  useEffect(() => {
    const marker = selected ? byCode.current.get(selected) : undefined;
    if (!marker || !map.current) return;
    map.current.setView(marker.getLatLng(), Math.max(map.current.getZoom(), 15));
    marker.openTooltip();
  }, [selected]);

  return (
    <section className="outlet-map" aria-label={t('outlets.mapTitle')}>
      {tilesFailed && <Alert type="info" showIcon title={t('outlets.tilesFailed')} className="outlet-map__note" />}
      <div ref={element} className="outlet-map__canvas" data-testid="outlet-map" />
    </section>
  );
}
