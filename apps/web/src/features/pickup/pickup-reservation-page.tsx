import { StopOutlined } from '@ant-design/icons';
import { PICKUP_WINDOWS, type PickupReservation, reservationFields } from '@portal/shared/pickup-reservations';
import { malaysiaDate } from '@portal/shared/time';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { addReserveInfo } from './api/add-reserve-info.ts';
import { deletReserveInfo } from './api/delet-reserve-info.ts';
import { pickupKeys } from './api/keys.ts';
import { updateReserveInfo } from './api/update-reserve-info.ts';

type BookingValues = Omit<PickupReservation, 'id' | 'status' | 'changeable'>;

/** The bookable days: today and the seven after it (the server checks the same). */
const DAYS = Array.from({ length: 8 }, (_, i) => malaysiaDate(i));

/**
 * Pickup booking (issue 16, page pickupReservation): a courier booked for a window of a day, moved
 * (the edit form) or cancelled before the window's cut-off. The rules are in shared/pickup-reservations.ts.
 */
export default function PickupReservationPage() {
  const { t } = useTranslation('preOrders');
  const { message, modal } = useFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pickupKeys.reservations() });
  const cancel = (row: PickupReservation) =>
    modal.confirm({
      title: t('pages.confirmCancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletReserveInfo(row.id);
          await refresh();
        } catch (err) {
          message.error(refusalText(err));
        }
      },
    });
  const shape = reservationFields.shape;
  return (
    <ListPage<PickupReservation, BookingValues>
      tabKey="pickupReservation"
      title={t('pages.reserveTitle')}
      exportable={false}
      beforeTable={<Typography.Text type="secondary">{t('pages.rules')}</Typography.Text>}
      rowVisible={{ edit: (row) => row.changeable }}
      rowActions={[
        {
          key: 'cancel',
          label: t('pages.cancelBooking'),
          icon: <StopOutlined />,
          danger: true,
          visible: (row) => row.changeable,
          onClick: cancel,
        },
      ]}
      form={{
        initialValues: (row) => row ?? { day: DAYS[1], window: '09-12', parcels: 1 },
        fields: ({ mode }) => (
          <>
            <Form.Item name="day" label={t('columns.day')} rules={[{ required: true }]}>
              <Select options={DAYS.map((d) => ({ value: d, label: d }))} />
            </Form.Item>
            <Form.Item name="window" label={t('columns.window')} rules={[{ required: true }]}>
              <Select options={PICKUP_WINDOWS.map((w) => ({ value: w, label: `${w.slice(0, 2)}:00-${w.slice(3)}:00` }))} />
            </Form.Item>
            {mode === 'add' && (
              <>
                <Form.Item name="contactName" label={t('columns.contactName')} rules={[fieldRule(reservationFields, 'contactName')]}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item name="contactTel" label={t('columns.contactTel')} rules={[fieldRule(reservationFields, 'contactTel')]}>
                  <Input />
                </Form.Item>
                <Form.Item name="postcode" label={t('columns.postcode')} rules={[fieldRule(reservationFields, 'postcode')]}>
                  <Input maxLength={5} />
                </Form.Item>
                <Form.Item name="parcels" label={t('columns.parcels')} rules={[{ required: !shape.parcels.isOptional() }]}>
                  <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name="address"
                  label={t('columns.address')}
                  className="list-kit-wide"
                  rules={[fieldRule(reservationFields, 'address')]}
                >
                  <Input.TextArea maxLength={200} />
                </Form.Item>
              </>
            )}
          </>
        ),
        onSubmit: (values, { mode, row }) =>
          mode === 'add' ? addReserveInfo(values) : updateReserveInfo(row!.id, values.day, values.window),
      }}
    />
  );
}
