/** Messages of scans and tracking (issue 15), merged into `messages`. zh, en, ml. */
export const trackingMessages = {
  scanDispatchedToSite: { zh: '总部已分派至网点', en: 'Dispatched to the pick-up site', ml: 'Dihantar ke cawangan pengambilan' },
  scanAssignedToCourier: { zh: '已分派快递员揽收', en: 'Assigned to a courier for pick-up', ml: 'Diserahkan kepada kurier untuk diambil' },
  scanPickup: { zh: '快递员已揽收', en: 'Picked up by the courier', ml: 'Diambil oleh kurier' },
  scanCollectedAtOutlet: { zh: '网点已收件', en: 'Received at the outlet', ml: 'Diterima di cawangan' },
  scanDeparture: { zh: '已发出', en: 'Departed', ml: 'Telah berlepas' },
  scanArrival: { zh: '已到达', en: 'Arrived', ml: 'Telah tiba' },
  scanProblem: { zh: '异常', en: 'Problem reported', ml: 'Masalah dilaporkan' },
  scanOutForDelivery: { zh: '派送中', en: 'Out for delivery', ml: 'Dalam penghantaran' },
  scanReturnToSender: { zh: '退回寄件人', en: 'Returning to the sender', ml: 'Dipulangkan kepada pengirim' },
  scanReturnSigned: { zh: '寄件人已签收退件', en: 'Return signed for by the sender', ml: 'Pemulangan ditandatangani oleh pengirim' },
  scanSigned: { zh: '已签收', en: 'Delivered and signed for', ml: 'Dihantar dan ditandatangani' },
  eventOrderPlaced: { zh: '客户已下单', en: 'Order placed', ml: 'Pesanan dibuat' },
  eventOrderCancelled: { zh: '客户已取消订单', en: 'Order cancelled', ml: 'Pesanan dibatalkan' },
  trackNotFound: {
    zh: '运单{{waybillNo}}不存在或不属于您',
    en: 'Waybill {{waybillNo}} was not found',
    ml: 'Bil muatan {{waybillNo}} tidak dijumpai',
  },
  trackWaybillRequired: { zh: '请输入运单号', en: 'Please enter a waybill number', ml: 'Sila masukkan nombor bil muatan' },
} as const;
