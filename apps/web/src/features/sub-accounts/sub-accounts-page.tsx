import { CheckCircleOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { fitDomesticPhone } from '@portal/shared/phone';
import { ACCOUNT_STATUS, addUserParameter, type SubAccountRow, updateUserParameter } from '@portal/shared/sub-account';
import { Form, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { addSubAccount, deleteSubAccounts, updateSubAccount } from './api/sub-account-entries.ts';
import { GrantTree } from './grant-tree.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

interface SubAccountValues {
  subName: string;
  loginCode: string;
  name: string;
  mobile?: string;
  password: string;
  status: 1 | 2;
  funcIds: number[];
}

const STATUS_OPTIONS = [
  { value: ACCOUNT_STATUS.enabled, label: 'msg:statusEnabled' },
  { value: ACCOUNT_STATUS.disabled, label: 'msg:statusDisabled' },
];

const FILTERS: readonly FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'lists:subAccounts.keyword', maxLength: 100 },
  { kind: 'status', name: 'status', label: 'lists:subAccounts.status', options: STATUS_OPTIONS },
];

/**
 * userManage (spec 2; issue 3): the main account's sub-accounts on the list kit. Login codes are
 * `<main>_<name>`; the grants are the pages of the main account's own menu. The server refuses
 * everyone but a main account, and ends a sub-account's sessions when it is disabled or deleted.
 */
export default function SubAccountsPage() {
  const { t } = useTranslation('lists');
  const { message } = useFeedback();
  const { loginCode: mainLoginCode } = useUserInfo();
  const grantsLabelId = useId();
  const [resetting, setResetting] = useState<SubAccountRow | null>(null);

  const setStatus = async (row: SubAccountRow, status: 1 | 2, refresh: () => Promise<unknown>) => {
    try {
      await updateSubAccount({ id: row.id, status });
      message.success(msg('toggleSuccess'));
      await refresh();
    } catch (err) {
      // The server's refusal when it gave one; spec 8's "enable/disable failed" when the switch never reached it.
      message.error(refusalText(err, 'toggleFailed'));
    }
  };

  const rowActions: RowAction<SubAccountRow>[] = [
    { key: 'resetPassword', label: t('subAccounts.resetPassword'), icon: <KeyOutlined />, onClick: (row) => setResetting(row) },
    {
      key: 'disable',
      label: t('subAccounts.disable'),
      icon: <StopOutlined />,
      visible: (row) => row.status === ACCOUNT_STATUS.enabled,
      onClick: (row, list) => void setStatus(row, ACCOUNT_STATUS.disabled, list.refresh),
    },
    {
      key: 'enable',
      label: t('subAccounts.enable'),
      icon: <CheckCircleOutlined />,
      visible: (row) => row.status === ACCOUNT_STATUS.disabled,
      onClick: (row, list) => void setStatus(row, ACCOUNT_STATUS.enabled, list.refresh),
    },
  ];

  return (
    <>
      <ListPage<SubAccountRow, SubAccountValues>
        tabKey="userManage"
        title={t('subAccounts.title')}
        filters={FILTERS}
        detail={{ inForm: true }}
        exportFileName={t('subAccounts.title')}
        form={{
          titles: { add: t('subAccounts.addTitle'), edit: t('subAccounts.editTitle'), view: t('subAccounts.viewTitle') },
          initialValues: (row) =>
            row
              ? { loginCode: row.loginCode, name: row.name, mobile: row.mobile ?? '', status: row.status, funcIds: row.funcIds }
              : { status: ACCOUNT_STATUS.enabled, funcIds: [] },
          fields: ({ mode }) => (
            <>
              {mode === 'add' ? (
                <Form.Item
                  name="subName"
                  label={t('subAccounts.loginCode')}
                  rules={[fieldRule(addUserParameter, 'subName')]}
                  extra={t('subAccounts.subNameHint')}
                >
                  <Input addonBefore={`${mainLoginCode}_`} maxLength={30} autoComplete="off" />
                </Form.Item>
              ) : (
                <Form.Item name="loginCode" label={t('subAccounts.loginCode')}>
                  <Input disabled />
                </Form.Item>
              )}
              <Form.Item
                name="name"
                label={t('subAccounts.name')}
                rules={[mode === 'add' ? fieldRule(addUserParameter, 'name') : fieldRule(updateUserParameter, 'name')]}
              >
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="mobile"
                label={t('subAccounts.mobile')}
                rules={[fieldRule(addUserParameter, 'mobile')]}
                normalize={fitDomesticPhone}
              >
                <Input inputMode="tel" autoComplete="off" />
              </Form.Item>
              {mode === 'add' && (
                <Form.Item
                  name="password"
                  label={t('subAccounts.password')}
                  rules={[fieldRule(addUserParameter, 'password')]}
                  extra={msg('passwordRule')}
                >
                  <Input.Password maxLength={16} autoComplete="new-password" />
                </Form.Item>
              )}
              <Form.Item name="status" label={t('subAccounts.status')}>
                <Radio.Group optionType="button" options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: msg(o.label.slice(4)) }))} />
              </Form.Item>
              <Form.Item
                name="funcIds"
                label={<span id={grantsLabelId}>{t('subAccounts.pages')}</span>}
                className="list-kit-wide"
                extra={t('subAccounts.pagesHint')}
              >
                <GrantTree labelledBy={grantsLabelId} disabled={mode === 'view'} />
              </Form.Item>
            </>
          ),
          onSubmit: (values, { mode, row }) =>
            mode === 'add' || !row
              ? addSubAccount({
                  subName: values.subName,
                  name: values.name,
                  mobile: values.mobile ?? '',
                  password: values.password,
                  status: values.status,
                  funcIds: values.funcIds ?? [],
                })
              : updateSubAccount({
                  id: row.id,
                  name: values.name,
                  mobile: values.mobile ?? '',
                  status: values.status,
                  funcIds: values.funcIds ?? [],
                }),
        }}
        onDelete={(rows) => deleteSubAccounts(rows.map((r) => r.id))}
        rowActions={rowActions}
      />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
