/** Messages of the courier's network, its pickers and the nearby outlets (issue 15), merged into `messages`. zh, en, ml. */
export const networkMessages = {
  locationInvalid: {
    zh: '位置无效：请同时提供纬度和经度',
    en: 'The location is not valid: give both latitude and longitude',
    ml: 'Lokasi tidak sah: berikan latitud dan longitud kedua-duanya',
  },
  outletTownRequired: {
    zh: '请输入城镇、街道或网点名称',
    en: 'Type a town, a street or the name of an outlet',
    ml: 'Taip bandar, jalan atau nama cawangan',
  },
  networkSiteNotFound: {
    zh: '网点{{id}}不存在',
    en: 'There is no network site {{id}}',
    ml: 'Tiada tapak rangkaian {{id}}',
  },
  timeEffectiveTypeNotFound: {
    zh: '时效类型{{id}}不存在',
    en: 'There is no service time {{id}}',
    ml: 'Tiada jenis masa perkhidmatan {{id}}',
  },
  timeEffectiveTypeDisabled: {
    zh: '时效类型“{{name}}”已停用，不能选择',
    en: 'The service time "{{name}}" is withdrawn and cannot be chosen',
    ml: 'Jenis masa perkhidmatan "{{name}}" telah ditarik balik dan tidak boleh dipilih',
  },
} as const;
