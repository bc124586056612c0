/** Monthly statements (issue 17), merged into `messages`. zh, en, ml. */
export const statementMessages = {
  billMonthRule: { zh: '月份格式为 YYYY-MM', en: 'A month is written YYYY-MM', ml: 'Bulan ditulis YYYY-MM' },
  billNoRule: {
    zh: '账单号为 MS 加10位数字',
    en: 'A statement number is MS followed by 10 digits',
    ml: 'Nombor penyata ialah MS diikuti 10 digit',
  },
  selectAtLeastOneWaybill: {
    zh: '请至少选择一个运单',
    en: 'Please select at least one waybill',
    ml: 'Sila pilih sekurang-kurangnya satu bil muatan',
  },
  tooManyWaybills: {
    zh: '一次最多查询{{max}}个运单',
    en: 'At most {{max}} waybills at a time',
    ml: 'Paling banyak {{max}} bil muatan pada satu masa',
  },
  adjustmentAmountRule: { zh: '调整金额不能为0', en: 'An adjustment cannot be zero', ml: 'Pelarasan tidak boleh sifar' },
  adjustmentSignRule: {
    zh: '贷记单金额须为负数，附加费须为正数',
    en: 'A credit note must be negative and a surcharge positive',
    ml: 'Nota kredit mesti negatif dan surcaj positif',
  },
  customerNotFound: { zh: '客户不存在', en: 'No such customer', ml: 'Pelanggan tidak wujud' },
  adjustmentWaybillNotFound: {
    zh: '该客户没有运单{{waybillNo}}',
    en: 'The customer has no waybill {{waybillNo}}',
    ml: 'Pelanggan tiada bil muatan {{waybillNo}}',
  },
  overdueStatementTopic: { zh: '账单逾期提醒', en: 'Overdue bill reminder', ml: 'Peringatan bil tertunggak' },
  overdueStatementContent: {
    zh: '您{{month}}的月结账单{{billNo}}（{{amount}}）已于{{dueDate}}到期，尚未付款。请尽快付款，以免影响下单。',
    en: 'Your {{month}} monthly statement {{billNo}} of {{amount}} was due on {{dueDate}} and is unpaid. Please pay it soon to keep ordering without interruption.',
    ml: 'Penyata bulanan {{month}} anda {{billNo}} sebanyak {{amount}} perlu dibayar pada {{dueDate}} dan belum dibayar. Sila bayar segera supaya pesanan tidak terganggu.',
  },
  statementAlreadyPaid: {
    zh: '该账单已付款',
    en: 'This statement is already paid',
    ml: 'Penyata ini sudah dibayar',
  },
  statementPayOnlineMin: {
    zh: '账单金额不足 RM 1.00，无法在线支付',
    en: 'Only a statement of RM 1.00 or more can be paid online',
    ml: 'Hanya penyata RM 1.00 atau lebih boleh dibayar dalam talian',
  },
  statementPaymentDecided: {
    zh: '该账单的付款刚刚在银行有了结果，请刷新列表查看',
    en: "This statement's payment was just decided at the bank: refresh the list to see it",
    ml: 'Pembayaran penyata ini baru sahaja diputuskan di bank: muat semula senarai untuk melihatnya',
  },
  noticeStatementPaid: {
    zh: '月结账单 {{billNo}} 已通过网上银行付款 {{amount}}',
    en: 'Your statement {{billNo}} is paid: {{amount}} by online banking',
    ml: 'Penyata anda {{billNo}} telah dibayar: {{amount}} melalui perbankan dalam talian',
  },
  statementsExportFileName: { zh: '月结账单', en: 'Monthly statements', ml: 'Penyata bulanan' },
  billDetailExportNotAllowed: {
    zh: '您的账户不能导出账单明细',
    en: 'Exporting statement details is not open for your account',
    ml: 'Eksport butiran penyata tidak dibuka untuk akaun anda',
  },
  statementLinesExportFileName: { zh: '月结账单明细', en: 'Monthly statement details', ml: 'Butiran penyata bulanan' },
  statementUnpaid: { zh: '未付款', en: 'Unpaid', ml: 'Belum dibayar' },
  statementPaid: { zh: '已付款', en: 'Paid', ml: 'Dibayar' },
  adjustmentREWEIGH: { zh: '重新称重', en: 'Re-weighs', ml: 'Timbangan semula' },
  adjustmentSURCHARGE: { zh: '附加费', en: 'Surcharges', ml: 'Surcaj' },
  adjustmentCREDIT_NOTE: { zh: '贷记单', en: 'Credit notes', ml: 'Nota kredit' },
} as const;
