import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  icon?: ReactNode;
  error?: string | null;
  /** Something beside the input, such as the image-code picture. */
  after?: ReactNode;
}

/**
 * A labelled input with its error under it, wired for screen readers (aria-invalid,
 * aria-describedby). A password field gets a show/hide button.
 */
export function TextField({ label, icon, error, after, type = 'text', id, ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? 'auth-field auth-field--error' : 'auth-field'}>
      <label htmlFor={inputId} className="auth-label">
        {label}
      </label>
      <div className="auth-field-row">
        <div className="auth-input">
          {icon && <span className="auth-input-icon">{icon}</span>}
          <input
            id={inputId}
            type={isPassword && shown ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className="auth-input-toggle"
              onClick={() => setShown((s) => !s)}
              aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={shown}
            >
              <EyeIcon crossed={!shown} />
            </button>
          )}
        </div>
        {after}
      </div>
      {error && (
        <div id={errorId} className="auth-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
