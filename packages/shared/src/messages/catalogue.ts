/** The catalogue codes of spec section 8, merged into `messages`. zh, en, ml. */
export const catalogueMessages = {
  receiveCountryTip: {
    zh: '请先选择收件国家',
    en: 'Please select the receiving country first',
    ml: 'Sila pilih negara penerima dahulu',
  },
  API_MSG_0073: {
    zh: '请至少选择一列',
    en: 'Please select at least one column',
    ml: 'Sila pilih sekurang-kurangnya satu lajur',
  },
  API_MSG_0019: {
    zh: '邮编不能超过5位',
    en: 'The postcode cannot be longer than 5 digits',
    ml: 'Poskod tidak boleh melebihi 5 digit',
  },
  API_MSG_0045: {
    zh: '邮编无效',
    en: 'Invalid postcode',
    ml: 'Poskod tidak sah',
  },
  API_MSG_0031: {
    zh: '请输入物品名称',
    en: 'Please enter the goods name',
    ml: 'Sila masukkan nama barang',
  },
  API_MSG_0041: {
    zh: '请输入地址',
    en: 'Please enter the address',
    ml: 'Sila masukkan alamat',
  },
  API_MSG_0042: {
    zh: '地址不能超过250个字符',
    en: 'The address cannot exceed 250 characters',
    ml: 'Alamat tidak boleh melebihi 250 aksara',
  },
  API_MSG_0105: {
    zh: '寄往文莱须填写护照号码（仅限字母和数字）',
    en: 'A passport number (letters and digits only) is required for Brunei',
    ml: 'Nombor pasport (huruf dan digit sahaja) diperlukan untuk Brunei',
  },
  API_MSG_0115: {
    zh: '请输入正确的邮箱地址',
    en: 'Please enter a valid e-mail address',
    ml: 'Sila masukkan alamat e-mel yang sah',
  },
  API_MSG_0003: {
    zh: '该账户只能选择DDU',
    en: 'Only DDU is available for this account',
    ml: 'Hanya DDU tersedia untuk akaun ini',
  },
  phoneValidLength: {
    zh: '电话号码须以0或+60开头，共8至11位数字',
    en: 'The phone number must start with 0 or +60 and have 8 to 11 digits',
    ml: 'Nombor telefon mesti bermula dengan 0 atau +60 dan mempunyai 8 hingga 11 digit',
  },
  weightError: {
    zh: '重量不能超过{{limit}}',
    en: 'The weight cannot exceed {{limit}}',
    ml: 'Berat tidak boleh melebihi {{limit}}',
  },
  notExceeding: {
    zh: '不能超过{{limit}}',
    en: 'Cannot exceed {{limit}}',
    ml: 'Tidak boleh melebihi {{limit}}',
  },
  payForGoodsOverNumber: {
    zh: '代收货款不能超过99999999',
    en: 'The COD amount cannot exceed 99999999',
    ml: 'Amaun COD tidak boleh melebihi 99999999',
  },
  actualWeightError: {
    zh: '实际重量须在{{min}}至{{max}}之间',
    en: 'The actual weight must be between {{min}} and {{max}}',
    ml: 'Berat sebenar mesti antara {{min}} dan {{max}}',
  },
  chargeableWeightError: {
    zh: '计费重量{{weight}}（实际重量与体积重量取大者）超过该产品单件上限{{max}}：请减小尺寸或选择其他产品',
    en: "The chargeable weight {{weight}} (the greater of the actual and the volumetric weight) is over this product's {{max}} for one parcel: make the parcel smaller or choose another product",
    ml: 'Berat boleh caj {{weight}} (yang lebih besar antara berat sebenar dan berat isi padu) melebihi {{max}} produk ini bagi satu bungkusan: kecilkan bungkusan atau pilih produk lain',
  },
  pleaseInputActualWeight: {
    zh: '请输入实际重量',
    en: 'Please enter the actual weight',
    ml: 'Sila masukkan berat sebenar',
  },
  pleaseEnterGoodsWeight: {
    zh: '请输入物品重量',
    en: 'Please enter the goods weight',
    ml: 'Sila masukkan berat barang',
  },
  pleaseInputPhoneNumber: {
    zh: '请输入电话号码',
    en: 'Please enter the phone number',
    ml: 'Sila masukkan nombor telefon',
  },
  dataAbnormal: {
    zh: '数据异常，请联系客服',
    en: 'Data abnormal, please contact customer service',
    ml: 'Data tidak normal, sila hubungi khidmat pelanggan',
  },
  validFall: {
    zh: '获取用户信息失败，请重新登录',
    en: 'Could not load your account, please log in again',
    ml: 'Maklumat akaun tidak dapat dimuatkan, sila log masuk semula',
  },
} as const;
