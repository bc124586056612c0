import { LANGS, type Lang } from '@portal/shared/lang';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { Form, type FormRule, Input } from 'antd';
import type { z } from 'zod';
import { HTML_LANG } from '@/lib/i18n.ts';

interface LocalTextFieldsProps {
  /** The text's field in the values and the parameter: title, body or content. */
  name: 'title' | 'body' | 'content';
  /** The field's label in each language ("Title (English)"). */
  labelOf: (lang: Lang) => string;
  /** The shared rule of one language's text, for the required mark and the length. */
  schemaOf: (lang: Lang) => z.ZodString;
  ruleOf: (lang: Lang) => FormRule;
  maxLength: number;
  /** Rows of a text area; a single line when not given. */
  rows?: { min: number; max: number };
  /** Side by side (short texts) or one under the other (long ones). */
  layout: 'row' | 'stack';
}

/** One text in zh, en and ml: every reader sees their own, so each is required. */
export function LocalTextFields({ name, labelOf, schemaOf, ruleOf, maxLength, rows, layout }: LocalTextFieldsProps) {
  return (
    <div className={`list-kit-wide content-admin-langs content-admin-langs--${layout}`}>
      {LANGS.map((lang) => (
        <Form.Item key={lang} name={[name, lang]} label={labelOf(lang)} required={refusesEmpty(schemaOf(lang))} rules={[ruleOf(lang)]}>
          {rows ? (
            <Input.TextArea autoSize={{ minRows: rows.min, maxRows: rows.max }} maxLength={maxLength} showCount lang={HTML_LANG[lang]} />
          ) : (
            <Input maxLength={maxLength} lang={HTML_LANG[lang]} />
          )}
        </Form.Item>
      ))}
    </div>
  );
}
