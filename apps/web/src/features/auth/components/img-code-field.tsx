import { useTranslation } from 'react-i18next';
import type { ImgCode } from '../api/get-img-code.ts';
import { ShieldIcon } from './icons.tsx';
import { TextField } from './text-field.tsx';

interface ImgCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  image: ImgCode | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The image code demanded after 3 failed logins in a row; a click on the image gives a new one. */
export function ImgCodeField({ value, onChange, error, image, loading, onRefresh }: ImgCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id="login_imgCode"
      label={t('login.imgCode')}
      icon={<ShieldIcon />}
      placeholder={t('login.imgCodePlaceholder')}
      autoComplete="off"
      maxLength={10}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      after={
        <button
          type="button"
          className="auth-imgcode-button"
          onClick={onRefresh}
          title={t('login.imgCodeRefresh')}
          aria-label={t('login.imgCodeRefresh')}
        >
          {loading || !image ? <span className="auth-spinner" aria-hidden="true" /> : <img src={image.img} alt="" />}
        </button>
      }
    />
  );
}
