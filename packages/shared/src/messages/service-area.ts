/** Messages of postcodes served and drop points (issue 5), merged into `messages`. zh, en, ml. */
export const serviceAreaMessages = {
  senderPostcodeInvalid: {
    zh: '寄件人邮编须为5位数字',
    en: "The sender's postcode must be 5 digits",
    ml: 'Poskod pengirim mesti 5 digit',
  },
  receiverPostcodeInvalid: {
    zh: '收件人邮编须为5位数字',
    en: "The receiver's postcode must be 5 digits",
    ml: 'Poskod penerima mesti 5 digit',
  },
  senderPostcodeNotServed: {
    zh: '寄件人邮编{{postcode}}不是我们服务的马来西亚邮编',
    en: "The sender's postcode {{postcode}} is not a Malaysian postcode we serve",
    ml: 'Poskod pengirim {{postcode}} bukan poskod Malaysia yang kami layani',
  },
  receiverPostcodeNotServed: {
    zh: '收件人邮编{{postcode}}不是我们服务的马来西亚邮编',
    en: "The receiver's postcode {{postcode}} is not a Malaysian postcode we serve",
    ml: 'Poskod penerima {{postcode}} bukan poskod Malaysia yang kami layani',
  },
  postcodeNotServed: {
    zh: '邮编{{postcode}}不是我们服务的马来西亚邮编',
    en: 'The postcode {{postcode}} is not a Malaysian postcode we serve',
    ml: 'Poskod {{postcode}} bukan poskod Malaysia yang kami layani',
  },
  dropPointNotFound: {
    zh: '该寄件网点不存在或已停止营业，请另选网点',
    en: 'That drop-off point does not exist or is closed; please choose another',
    ml: 'Pusat serahan itu tidak wujud atau telah ditutup; sila pilih yang lain',
  },
  dropPointNeedsDropOff: {
    zh: '只有网点寄件的订单才能选择寄件网点',
    en: 'A drop-off point is chosen only for parcels you drop off',
    ml: 'Pusat serahan hanya dipilih untuk bungkusan yang anda serahkan sendiri',
  },
  dropPointRefusesProduct: {
    zh: '{{name}}不收{{product}}产品的包裹，请另选网点',
    en: '{{name}} does not take {{product}} parcels; please choose another point',
    ml: '{{name}} tidak menerima bungkusan {{product}}; sila pilih pusat lain',
  },
} as const;
