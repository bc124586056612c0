/** Messages of international orders (issue 5), merged into `messages`. zh, en, ml. */
export const internationalOrderMessages = {
  hsCodeRule: {
    zh: '海关编码须为4至10位数字，可含点号',
    en: 'The HS code is 4 to 10 digits, dots allowed',
    ml: 'Kod HS ialah 4 hingga 10 digit, titik dibenarkan',
  },
  pleaseSelectDestination: {
    zh: '请选择目的地',
    en: 'Please choose the destination',
    ml: 'Sila pilih destinasi',
  },
  customsLineNotFound: {
    zh: '找不到该报关明细',
    en: 'That customs line was not found',
    ml: 'Baris kastam itu tidak ditemui',
  },
  customsLastLine: {
    zh: '报关信息至少保留一行',
    en: 'The customs declaration needs at least one line',
    ml: 'Pengisytiharan kastam memerlukan sekurang-kurangnya satu baris',
  },
  multiTicketTooMany: {
    zh: '一次最多提交{{max}}个收件人',
    en: 'Send at most {{max}} receivers at once',
    ml: 'Hantar paling banyak {{max}} penerima sekali gus',
  },
  printNotOpen: {
    zh: '您的账户尚未开通面单打印，请联系客户经理',
    en: 'Label printing is not open for your account yet; please contact your account manager',
    ml: 'Cetakan label belum dibuka untuk akaun anda; sila hubungi pengurus akaun anda',
  },
  printBatchTooLarge: {
    zh: '一次最多打印{{max}}个运单',
    en: 'Print at most {{max}} waybills at once',
    ml: 'Cetak paling banyak {{max}} bil muatan sekali gus',
  },
} as const;
