/** Messages of pre-orders, smart orders, the accessory library and pickup reservations (issue 16), merged into `messages`. zh, en, ml. */
export const preOrderMessages = {
  preOrderPlaced: {
    zh: '该预录单已提交，不能再修改或删除',
    en: 'This pre-order has been submitted and can no longer be changed or removed',
    ml: 'Pra-pesanan ini telah dihantar dan tidak boleh diubah atau dibuang lagi',
  },
  preOrderLimit: {
    zh: '预录单最多保存 {{max}} 条，请先提交或删除一些',
    en: 'At most {{max}} pre-orders can be kept; submit or remove some first',
    ml: 'Paling banyak {{max}} pra-pesanan boleh disimpan; hantar atau buang sebahagian dahulu',
  },
  preOrderSaved: { zh: '预录单已保存', en: 'Pre-order saved', ml: 'Pra-pesanan disimpan' },
  smartOrderLimit: {
    zh: '智能下单模板最多 {{max}} 个',
    en: 'At most {{max}} smart orders can be kept',
    ml: 'Paling banyak {{max}} pesanan pintar boleh disimpan',
  },
  smartOrderNameTaken: {
    zh: '已有同名的智能下单模板',
    en: 'A smart order with this name already exists',
    ml: 'Pesanan pintar dengan nama ini sudah wujud',
  },
  fileTypeMismatch: { zh: '文件类型不匹配', en: 'The file type does not match', ml: 'Jenis fail tidak sepadan' },
  accessoryLimit: {
    zh: '附件库最多保存 {{max}} 个文件',
    en: 'The attachment library keeps at most {{max}} files',
    ml: 'Pustaka lampiran menyimpan paling banyak {{max}} fail',
  },
  uploadSucceeded: { zh: '上传成功', en: 'Uploaded', ml: 'Berjaya dimuat naik' },
  pickupPastCutoff: {
    zh: '该时段已过预约截止时间（开始前 2 小时）',
    en: 'Too late for this window: bookings close 2 hours before it starts',
    ml: 'Sudah terlambat untuk slot ini: tempahan ditutup 2 jam sebelum ia bermula',
  },
  pickupDayOutOfRange: {
    zh: '只能预约今天起 7 天内的揽收',
    en: 'A pickup can be booked from today up to 7 days ahead',
    ml: 'Pengambilan boleh ditempah dari hari ini hingga 7 hari ke hadapan',
  },
  pickupDayFull: {
    zh: '当天最多预约 {{max}} 次揽收',
    en: 'At most {{max}} pickups can be booked for one day',
    ml: 'Paling banyak {{max}} pengambilan boleh ditempah untuk satu hari',
  },
  pickupWindowTaken: {
    zh: '该时段已有预约',
    en: 'You already have a pickup booked in this window',
    ml: 'Anda sudah menempah pengambilan dalam slot ini',
  },
  pickupBooked: { zh: '揽收已预约', en: 'Pickup booked', ml: 'Pengambilan ditempah' },
} as const;
