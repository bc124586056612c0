/** The notification centre's messages (issue 18), merged into `messages`. zh, en, ml. */
export const notificationMessages = {
  noticeParcelProblem: {
    zh: '运单 {{waybillNo}} 成为问题件：{{reason}}',
    en: 'Waybill {{waybillNo}} is a problem parcel: {{reason}}',
    ml: 'Bil muatan {{waybillNo}} ialah bungkusan bermasalah: {{reason}}',
  },
  noticeParcelPickupFailed: {
    zh: '运单 {{waybillNo}} 揽收失败：{{reason}}',
    en: 'Waybill {{waybillNo}} could not be picked up: {{reason}}',
    ml: 'Bil muatan {{waybillNo}} tidak dapat diambil: {{reason}}',
  },
  noticeParcelUnsigned: {
    zh: '运单 {{waybillNo}} 派送未签收：{{reason}}',
    en: 'Waybill {{waybillNo}} was not delivered: {{reason}}',
    ml: 'Bil muatan {{waybillNo}} tidak dihantar: {{reason}}',
  },
  noticeParcelReturned: {
    zh: '运单 {{waybillNo}} 已退回给寄件人',
    en: 'Waybill {{waybillNo}} has been returned to the sender',
    ml: 'Bil muatan {{waybillNo}} telah dipulangkan kepada pengirim',
  },
  noticeTopupCredited: {
    zh: '充值 {{amount}} 已到账，预付款余额 {{balance}}',
    en: 'Your top-up of {{amount}} has been credited; prepaid balance {{balance}}',
    ml: 'Tambah nilai {{amount}} anda telah dikreditkan; baki prabayar {{balance}}',
  },
  noticePrepayCloseApproved: {
    zh: '预付款销户申请已通过，{{amount}} 将退回您的银行账户',
    en: 'Your prepaid account is closed: {{amount}} is being paid to your bank account',
    ml: 'Akaun prabayar anda ditutup: {{amount}} sedang dibayar ke akaun bank anda',
  },
  noticePrepayCloseRejected: {
    zh: '预付款销户申请被驳回：{{note}}',
    en: 'Your application to close the prepaid account was rejected: {{note}}',
    ml: 'Permohonan anda untuk menutup akaun prabayar ditolak: {{note}}',
  },
  noticeReasonUnknown: { zh: '原因未注明', en: 'no reason given', ml: 'tiada sebab diberi' },
  messageNotFound: { zh: '消息不存在', en: 'Message not found', ml: 'Mesej tidak dijumpai' },
} as const;
