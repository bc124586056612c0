import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The box on /login for anyone with a waybill number (issue 15): goes to the public tracking page. */
export function TrackBox() {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  return (
    <form
      className="auth-track"
      aria-label={t('publicTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(number.trim() ? `/track/${encodeURIComponent(number.trim())}` : '/track');
      }}
    >
      <label htmlFor="login-track" className="auth-label">
        {t('loginTrackLink')}
      </label>
      <div className="auth-field-row">
        <div className="auth-input">
          <input
            id="login-track"
            inputMode="numeric"
            maxLength={30}
            placeholder={t('publicNumber')}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <button type="submit" className="auth-track-button">
          {t('search')}
        </button>
      </div>
    </form>
  );
}
