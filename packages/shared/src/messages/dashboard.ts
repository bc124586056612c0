/** Messages of the dashboard, the aging query and the contract renewal prompt (issue 15), merged into `messages`. zh, en, ml. */
export const dashboardMessages = {
  periodIncomplete: {
    zh: '请同时选择开始日期和结束日期',
    en: 'Choose both the first and the last day of the period',
    ml: 'Pilih hari pertama dan hari terakhir tempoh',
  },
  periodReversed: {
    zh: '结束日期不能早于开始日期',
    en: 'The end cannot be before the start',
    ml: 'Tarikh akhir tidak boleh sebelum tarikh mula',
  },
  periodTooLong: {
    zh: '查询期间最长{{max}}天',
    en: 'A period can be at most {{max}} days',
    ml: 'Tempoh paling lama {{max}} hari',
  },
  bannerLinkInvalid: {
    zh: '链接须为门户页面路径（以 / 开头）或 https 地址',
    en: 'The link must be a portal page (starting with /) or an https address',
    ml: 'Pautan mesti halaman portal (bermula dengan /) atau alamat https',
  },
  noContract: {
    zh: '暂无合同记录',
    en: 'There is no contract on record',
    ml: 'Tiada kontrak dalam rekod',
  },
  renewalNotDue: {
    zh: '合同到期前{{days}}天内才可答复续约',
    en: 'Renewal can be answered from {{days}} days before the contract ends',
    ml: 'Pembaharuan boleh dijawab mulai {{days}} hari sebelum kontrak tamat',
  },
  renewalAlreadyAnswered: {
    zh: '该合同的续约已答复',
    en: 'The renewal of this contract has already been answered',
    ml: 'Pembaharuan kontrak ini telah dijawab',
  },
  renewalAgreed: {
    zh: '已同意续约，客户经理将与您联系',
    en: 'Renewal agreed: your account manager will contact you',
    ml: 'Pembaharuan dipersetujui: pengurus akaun anda akan menghubungi anda',
  },
  renewalRefused: {
    zh: '已记录您不续约的决定',
    en: 'Your decision not to renew has been recorded',
    ml: 'Keputusan anda untuk tidak memperbaharui telah direkodkan',
  },
  contentTextTooLong: {
    zh: '不能超过{{max}}个字符',
    en: 'Cannot exceed {{max}} characters',
    ml: 'Tidak boleh melebihi {{max}} aksara',
  },
  bannerSortInvalid: {
    zh: '排序须为0至9999的整数',
    en: 'The order must be a whole number from 0 to 9999',
    ml: 'Susunan mesti nombor bulat dari 0 hingga 9999',
  },
  contentTimeOutOfRange: {
    zh: '时间须在{{from}}年至{{to}}年之间',
    en: 'The time must be in the years {{from}} to {{to}}',
    ml: 'Masa mesti dalam tahun {{from}} hingga {{to}}',
  },
} as const;
