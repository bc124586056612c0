import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';

/**
 * The table configuration's rules have no catalogue messages (packages/shared table-config.ts):
 * form-rules.ts then says only "invalid request parameter". That text is recognised by its start.
 */
function isGeneric(message: string): boolean {
  const prefix = msg('invalidParameter', { field: '' }).trim();
  return prefix !== '' && message.startsWith(prefix);
}

/**
 * The shared schema's rule for a field (zodRule, the one rule place), telling the user the
 * field's own hint where the rule carries no catalogue message.
 */
export function schemaRule(schema: z.ZodType, hint: string): FormRule {
  const rule = zodRule(schema) as RuleObject;
  const validator = rule.validator;
  return {
    ...rule,
    validator: async (r, value, callback) => {
      try {
        await validator?.(r, value, callback);
      } catch (err) {
        throw err instanceof Error && isGeneric(err.message) ? new Error(hint) : err;
      }
    },
  };
}

/** Spec 5: an empty required field says 'please enter X'. */
export const requiredRule = (message: string): FormRule => ({ required: true, whitespace: true, message });
