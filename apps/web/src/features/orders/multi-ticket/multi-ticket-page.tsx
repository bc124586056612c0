import { DOMESTIC_POSTCODE_LENGTH, isDomesticPostcode, ORDER_NAME_MAX, type PostcodePlace } from '@portal/shared/address';
import { formatRinggit, senOf } from '@portal/shared/money';
import { GOODS_TYPES, ORDER_LIMITS, type Product } from '@portal/shared/order';
import type { PastedRow } from '@portal/shared/order-multi-paste';
import { declaredValueIssues, domesticOrderFields, handlingFields } from '@portal/shared/order-rules';
import { fitDomesticPhone } from '@portal/shared/phone';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { Alert, Button, Card, Form, type FormInstance, type FormRule, Input, InputNumber, Radio, Skeleton, Tag, Typography } from 'antd';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepayQuery } from '@/lib/auth.ts';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { placeMultiTicket } from '../api/place-order.ts';
import { PayMethodField } from '../normal-order/handling-fields.tsx';
import { type OrderFormValues, senderParameter } from '../normal-order/order-form.ts';
import { fillOnChange, PartyFields } from '../normal-order/party-fields.tsx';
import { cardTitle, OrderPageHeading } from '../order-headings.tsx';
import { useDefaultSender } from '../use-default-sender.ts';
import { useSubmitProblems } from '../use-submit-problems.tsx';
import '../orders.css';
import { knownPostcodeRule, postcodePlaces, usePostcodeFill } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { orderKeys } from '../api/keys.ts';
import { useOrderConfig } from '../api/order-config.ts';
import { useBusinessProducts } from '../api/products.ts';
import { PasteDialog } from './paste-dialog.tsx';
import { newRow, rowParameter, rowsFromPaste, type TicketRow, withResults } from './ticket-rows.ts';
import { useTicketTotal } from './ticket-total.ts';

const shape = domesticOrderFields.shape;
/** The grid's columns: #, name, phone, postcode, town, address, goods, weight, parcels, COD, items, goods value, remove. */
const COLUMNS = 13;

interface TicketValues extends Partial<OrderFormValues> {
  rows: TicketRow[];
}

/** A row's town from its postcode: one town is taken; a postcode two towns share asks which. */
function RowTown({ form, index, disabled }: { form: FormInstance<TicketValues>; index: number; disabled: boolean }) {
  const postcode = Form.useWatch(['rows', index, 'receiverPostcode'], form) as string | undefined;
  // The town is kept in the row without a field of its own: `preserve` watches such values too.
  const city = Form.useWatch(['rows', index, 'receiverCity'], { form, preserve: true }) as string | undefined;
  const [towns, setTowns] = useState<PostcodePlace[]>([]);
  useEffect(() => {
    const code = postcode?.trim() ?? '';
    if (!isDomesticPostcode(code)) {
      setTowns([]);
      return;
    }
    let current = true;
    void postcodePlaces(code)
      .catch(() => [])
      .then((places) => {
        if (!current) return;
        setTowns(places);
        const keep = places.find((p) => p.city === form.getFieldValue(['rows', index, 'receiverCity']));
        const place = keep ?? places[0];
        form.setFieldValue(['rows', index, 'receiverProv'], place?.prov ?? '');
        form.setFieldValue(['rows', index, 'receiverCity'], place?.city ?? '');
      });
    return () => {
      current = false;
    };
  }, [postcode, form, index]);
  if (towns.length > 1)
    return (
      <Select
        size="small"
        disabled={disabled}
        value={city}
        aria-label={`town ${index + 1}`}
        options={towns.map((t) => ({ value: t.city, label: t.city }))}
        onChange={(value) => {
          const place = towns.find((t) => t.city === value);
          form.setFieldValue(['rows', index, 'receiverCity'], place?.city ?? '');
          form.setFieldValue(['rows', index, 'receiverProv'], place?.prov ?? '');
        }}
        style={{ width: '100%' }}
      />
    );
  return <Typography.Text type={city ? undefined : 'secondary'}>{city ? `${city}` : '—'}</Typography.Text>;
}

const FORM_NAME = 'multiTicket';

/**
 * Multi-ticket order (spec 2 `moreTicket`, getMultipleVotes.do): one sender, product and payment,
 * many receivers typed or pasted from a spreadsheet into a grid; each row is checked and placed on
 * its own, and its waybill number or its problem shows in the row.
 */
export default function MultiTicketPage() {
  const { t } = useTranslation('ordering');
  const { message } = useFeedback();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const [form] = Form.useForm<TicketValues>();
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  useDefaultSender(form, senderFill);
  const rows = (Form.useWatch('rows', { form, preserve: true }) ?? []) as TicketRow[];
  const [sending, setSending] = useState(false);
  const [pasting, setPasting] = useState(false);
  const senderPostcode = Form.useWatch('senderPostcode', form) as string | undefined;
  const senderRegion = Form.useWatch('senderRegion', form) as string[] | undefined;
  const expressType = Form.useWatch('expressType', form) as Product | undefined;
  const total = useTicketTotal(
    { senderPostcode: senderPostcode?.trim() ?? '', senderProv: senderRegion?.[0] ?? '', senderCity: senderRegion?.[1] ?? '', expressType },
    rows,
  );
  const problems = useSubmitProblems<TicketValues>(FORM_NAME);
  const { maxValue } = useUserInfo();
  /** A row's goods value: the shared rule, required unless the common goods type is documents. */
  const declaredValueRule: FormRule = (f) => ({
    validator: async (_rule, value: number | null | undefined) => {
      const goodsType = f.getFieldValue('goodsType') as TicketValues['goodsType'];
      const declaredValueSen = value == null ? null : senOf(value);
      const issue = declaredValueIssues({ declaredValueSen, goodsType: goodsType as never }, { maxValueSen: maxValue })[0];
      if (issue) throw new Error(msg(issue.key, issue.params));
    },
  });

  if (products.isPending || config.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;
  // Single-parcel products first; a multi-parcel one is offered too, for rows of several parcels.
  const offered = [...products.data.filter((p) => p.productType === 'NE'), ...products.data.filter((p) => p.productType === 'MS')];
  const placedCount = rows.filter((r) => r.waybillNo).length;

  const send = async (v: TicketValues) => {
    if (sending) return;
    const all = form.getFieldValue('rows') as TicketRow[];
    const sent = all.flatMap((r, i) => (r.waybillNo ? [] : [i]));
    if (!sent.length) return;
    setSending(true);
    try {
      const reply = await placeMultiTicket({
        ...senderParameter(v),
        expressType: v.expressType,
        serveType: v.serveType,
        pickupTime: null,
        payMethod: v.payMethod,
        rows: sent.map((i) => rowParameter(all[i]!, { goodsType: v.goodsType, brandName: v.brandName })),
      });
      form.setFieldValue('rows', withResults(all, sent, reply.results));
      void queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      if (reply.refused) message.warning(t('multi.someRefused', { placed: reply.placed, refused: reply.refused }));
      else message.success(t('multi.allPlaced', { count: reply.placed, placed: reply.placed }));
    } catch (err) {
      message.error(refusalText(err, 'orderFailed'));
    } finally {
      setSending(false);
    }
  };

  const addPasted = (pastedRows: PastedRow[]) => {
    const goods = form.getFieldValue('goodsName') as string | undefined;
    const current = (form.getFieldValue('rows') as TicketRow[]).filter((r) => r.receiverName || r.waybillNo);
    form.setFieldValue('rows', [...current, ...rowsFromPaste(pastedRows, goods ?? '')].slice(0, ORDER_LIMITS.multiTicketMax));
  };

  return (
    <Form<TicketValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={{
        expressType: offered[0]?.code as OrderFormValues['expressType'],
        serveType: 'DROP OFF',
        payMethod: config.data.payMethods[0],
        rows: [newRow(), newRow()],
      }}
      onFinish={send}
      onFinishFailed={problems.onFinishFailed}
      // useSubmitProblems focuses the first field on the page (antd's default takes the first registered).
      scrollToFirstError={false}
      onFieldsChange={problems.onFieldsChange}
      onValuesChange={fillOnChange({ sender: senderFill })}
      className="order-page"
    >
      <OrderPageHeading />
      <div className="order-columns">
        <PartyFields party="sender" form={form} fill={senderFill} />
        <Card size="small" title={cardTitle(t('multi.common'))} className="order-card">
          <Form.Item name="expressType" label={t('shipment.product')} required={refusesEmpty(shape.expressType)}>
            <Select options={offered.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))} />
          </Form.Item>
          <PayMethodField payMethods={config.data.payMethods} />
          <Form.Item
            name="serveType"
            label={t('shipment.serveType')}
            required={refusesEmpty(handlingFields.serveType)}
            extra={t('multi.dropOffOnly')}
          >
            <Radio.Group optionType="button" options={[{ value: 'DROP OFF', label: t('serveType.dropOff') }]} />
          </Form.Item>
          <Form.Item name="goodsName" label={t('multi.defaultGoods')} extra={t('multi.defaultGoodsHint')}>
            <Input maxLength={ORDER_LIMITS.goodsNameMax} />
          </Form.Item>
          {/* Spec 5: every row's goods type and brand, required; each row says its items and their worth. */}
          <Form.Item name="goodsType" label={t('shipment.goodsType')} rules={[zodRule(shape.goodsType)]}>
            <Select options={GOODS_TYPES.map((code) => ({ value: code, label: t(`goodsType.${code}`) }))} />
          </Form.Item>
          <Form.Item name="brandName" label={t('shipment.brandName')} rules={[zodRule(shape.brandName)]}>
            <Input maxLength={ORDER_LIMITS.brandNameMax} />
          </Form.Item>
        </Card>
      </div>
      <Card
        size="small"
        className="order-card multi-grid"
        title={cardTitle(t('multi.receivers', { count: rows.length, placed: placedCount }))}
        extra={
          <Button size="small" onClick={() => setPasting(true)}>
            {t('multi.paste')}
          </Button>
        }
      >
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <table className="multi-grid__table">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('party.name')}</th>
                  <th>{t('party.phone')}</th>
                  <th>{t('party.postcode')}</th>
                  <th>{t('multi.town')}</th>
                  <th>{t('party.address')}</th>
                  <th>{t('shipment.goodsName')}</th>
                  <th>{t('shipment.weight')} (kg)</th>
                  <th>{t('shipment.parcels')}</th>
                  <th>{t('shipment.cod')} (RM)</th>
                  <th>{t('shipment.goodsNumber')}</th>
                  <th>{t('shipment.declaredValue')} (RM)</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {fields.map((field, i) => {
                  const row = rows[i];
                  const done = !!row?.waybillNo;
                  const cell = (
                    name: keyof TicketRow,
                    node: ReactNode,
                    rules?: Parameters<typeof Form.Item>[0]['rules'],
                    normalize?: (value: string) => string,
                  ) => (
                    <td className={`multi-grid__cell--${name}`}>
                      <Form.Item
                        name={[field.name, name]}
                        rules={done ? [] : rules}
                        normalize={normalize}
                        noStyle={false}
                        className="multi-grid__cell"
                      >
                        {node}
                      </Form.Item>
                    </td>
                  );
                  const outcome = row?.waybillNo ? (
                    <Tag color="success">{row.waybillNo}</Tag>
                  ) : row?.problem ? (
                    <Typography.Text type="danger">{row.problem}</Typography.Text>
                  ) : null;
                  return (
                    <Fragment key={field.key}>
                      <tr className={done ? 'multi-grid__row--done' : undefined}>
                        <td>{i + 1}</td>
                        {cell(
                          'receiverName',
                          <Input size="small" disabled={done} maxLength={ORDER_NAME_MAX} aria-label={`${t('party.name')} ${i + 1}`} />,
                          [zodRule(shape.receiverName)],
                        )}
                        {cell(
                          'receiverTel',
                          <Input size="small" disabled={done} inputMode="tel" aria-label={`${t('party.phone')} ${i + 1}`} />,
                          [zodRule(shape.receiverTel)],
                          fitDomesticPhone,
                        )}
                        {cell(
                          'receiverPostcode',
                          <Input
                            size="small"
                            disabled={done}
                            maxLength={DOMESTIC_POSTCODE_LENGTH}
                            inputMode="numeric"
                            aria-label={`${t('party.postcode')} ${i + 1}`}
                          />,
                          [zodRule(shape.receiverPostcode), knownPostcodeRule],
                        )}
                        <td className="multi-grid__town">
                          <RowTown form={form} index={i} disabled={done} />
                        </td>
                        {cell(
                          'receiverAddress',
                          <Input size="small" disabled={done} maxLength={250} aria-label={`${t('party.address')} ${i + 1}`} />,
                          [zodRule(shape.receiverAddress)],
                        )}
                        {cell(
                          'goodsName',
                          <Input
                            size="small"
                            disabled={done}
                            maxLength={ORDER_LIMITS.goodsNameMax}
                            aria-label={`${t('shipment.goodsName')} ${i + 1}`}
                          />,
                          [zodRule(shape.goodsName)],
                        )}
                        {cell(
                          'weightKg',
                          <InputNumber
                            size="small"
                            disabled={done}
                            min={0}
                            precision={2}
                            aria-label={`${t('shipment.weight')} ${i + 1}`}
                            style={{ width: 72 }}
                          />,
                          [{ required: true, message: t('multi.weightRequired') }],
                        )}
                        {cell(
                          'packageCount',
                          <InputNumber
                            size="small"
                            disabled={done}
                            min={1}
                            max={config.data.maxMultiPacks}
                            precision={0}
                            placeholder="1"
                            aria-label={`${t('shipment.parcels')} ${i + 1}`}
                            style={{ width: 48 }}
                          />,
                        )}
                        {cell(
                          'codRm',
                          <InputNumber
                            size="small"
                            disabled={done}
                            min={0}
                            precision={2}
                            aria-label={`${t('shipment.cod')} ${i + 1}`}
                            style={{ width: 76 }}
                          />,
                        )}
                        {cell(
                          'goodsNumber',
                          <InputNumber
                            size="small"
                            disabled={done}
                            min={1}
                            max={ORDER_LIMITS.maxPieces}
                            precision={0}
                            aria-label={`${t('shipment.goodsNumber')} ${i + 1}`}
                            style={{ width: 52 }}
                          />,
                          [zodRule(shape.goodsNumber)],
                        )}
                        {cell(
                          'declaredValueRm',
                          <InputNumber
                            size="small"
                            disabled={done}
                            min={0}
                            precision={2}
                            aria-label={`${t('shipment.declaredValue')} ${i + 1}`}
                            style={{ width: 76 }}
                          />,
                          [declaredValueRule],
                        )}
                        <td>
                          {!done && fields.length > 1 && (
                            <Button
                              size="small"
                              type="text"
                              danger
                              onClick={() => remove(field.name)}
                              aria-label={t('multi.removeRow', { n: i + 1 })}
                            >
                              ×
                            </Button>
                          )}
                        </td>
                      </tr>
                      {/* Under its row, the whole width: a refusal is read without scrolling the grid sideways. */}
                      {outcome && (
                        <tr className={done ? 'multi-grid__row--done' : 'multi-grid__row--refused'}>
                          <td />
                          <td colSpan={COLUMNS - 1} className="multi-grid__result">
                            <span className="multi-grid__result-label">{t('multi.result')}: </span>
                            <span data-testid={`row-result-${i + 1}`}>{outcome}</span>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
                <tr>
                  <td colSpan={COLUMNS}>
                    <Button
                      size="small"
                      onClick={() => add(newRow(form.getFieldValue('goodsName') ?? ''))}
                      disabled={fields.length >= ORDER_LIMITS.multiTicketMax}
                    >
                      {t('multi.addRow')}
                    </Button>
                  </td>
                </tr>
              </tbody>
            </table>
          )}
        </Form.List>
      </Card>
      {problems.summary}
      <div className="multi-grid__actions">
        <div>
          <Typography.Text type="secondary">{t('multi.eachOwn')}</Typography.Text>
          <p className="multi-grid__total" data-testid="multi-total" aria-live="polite">
            {total.priced + total.unpriced.length > 0 && (
              <strong>{t('multi.total', { total: formatRinggit(total.totalSen), count: total.priced })}</strong>
            )}
            {total.unpriced.length > 0 && (
              <span> {t('multi.unpriced', { rows: total.unpriced.join(', '), count: total.unpriced.length })}</span>
            )}
          </p>
        </div>
        <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={rows.length > 0 && placedCount === rows.length}>
          {placedCount ? t('multi.sendRest') : t('multi.send')}
        </Button>
      </div>
      <PasteDialog open={pasting} onClose={() => setPasting(false)} onAdd={addPasted} />
    </Form>
  );
}
