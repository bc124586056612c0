import type { LatLng } from '@portal/shared/network';
import { useState } from 'react';

export type PositionState =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; position: LatLng }
  | { state: 'denied' }
  | { state: 'unavailable' };

/** The browser's own position ("near me"), asked only when the user asks for it. */
export function usePosition() {
  const [position, setPosition] = useState<PositionState>({ state: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setPosition({ state: 'unavailable' });
      return;
    }
    setPosition({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ state: 'found', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setPosition({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };
  return { position, locate };
}
