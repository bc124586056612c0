import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { msg } from '@/lib/i18n.ts';
import type { ImgCode } from '../api/get-img-code.ts';

interface ImgCodeFieldProps {
  image: ImgCode | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The image code demanded after 3 failed logins in a row; a click on the image gives a new one. */
export function ImgCodeField({ image, loading, onRefresh }: ImgCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('login.imgCode')} htmlFor="login_imgCode" required>
      <div className="auth-imgcode">
        <Form.Item name="imgCode" noStyle rules={[{ required: true, whitespace: true, message: msg('imgCodeRequired') }]}>
          <Input
            id="login_imgCode"
            prefix={<SafetyOutlined aria-hidden />}
            placeholder={t('login.imgCodePlaceholder')}
            autoComplete="off"
            maxLength={10}
          />
        </Form.Item>
        <button
          type="button"
          className="auth-imgcode-button"
          onClick={onRefresh}
          title={t('login.imgCodeRefresh')}
          aria-label={t('login.imgCodeRefresh')}
        >
          {loading || !image ? <LoadingOutlined aria-hidden /> : <img src={image.img} alt="" />}
        </button>
      </div>
    </Form.Item>
  );
}
