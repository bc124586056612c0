/** Address books (issue 4), merged into `messages`. zh, en, ml. */
export const addressMessages = {
  addressTypeUnknown: {
    zh: '请选择地址类型',
    en: 'Please choose an address type from the list',
    ml: 'Sila pilih jenis alamat daripada senarai',
  },
  pleaseEnterPostcode: { zh: '请输入邮编', en: 'Please enter the postcode', ml: 'Sila masukkan poskod' },
  internationalPostcodeRule: {
    zh: '邮编须为5至6位字母或数字',
    en: 'The postcode must have 5 or 6 letters or digits',
    ml: 'Poskod mesti mempunyai 5 atau 6 huruf atau digit',
  },
  detailAddressChars: {
    zh: '地址只能包含字母、数字和 , @ & / - . ( ) \' " 及空格',
    en: 'The address may only contain letters, digits, spaces and , @ & / - . ( ) \' "',
    ml: 'Alamat hanya boleh mengandungi huruf, digit, ruang dan , @ & / - . ( ) \' "',
  },
  interAddressRule: {
    zh: '国际地址不能包含中文或尖括号',
    en: 'An international address cannot contain Chinese characters or angle brackets',
    ml: 'Alamat antarabangsa tidak boleh mengandungi aksara Cina atau kurungan sudut',
  },
  internationalPhoneRule: {
    zh: '电话号码须至少7位数字',
    en: 'The phone number must have at least 7 digits',
    ml: 'Nombor telefon mesti mempunyai sekurang-kurangnya 7 digit',
  },
  pleaseSelectRegion: {
    zh: '请选择州属、城市和地区',
    en: 'Please select the state, city and area',
    ml: 'Sila pilih negeri, bandar dan kawasan',
  },
  regionPostcodeMismatch: {
    zh: '邮编{{postcode}}不属于{{city}}，{{prov}}',
    en: 'The postcode {{postcode}} does not belong to {{city}}, {{prov}}',
    ml: 'Poskod {{postcode}} bukan milik {{city}}, {{prov}}',
  },
  postcodeNotFound: {
    zh: '找不到邮编{{postcode}}',
    en: 'The postcode {{postcode}} was not found',
    ml: 'Poskod {{postcode}} tidak dijumpai',
  },
  countryNotReceivable: {
    zh: '暂不支持寄往该国家',
    en: 'We do not deliver to this country',
    ml: 'Kami tidak menghantar ke negara ini',
  },
  newContactSuccess: { zh: '新增联系人成功', en: 'New contact saved', ml: 'Kenalan baharu disimpan' },
  addressExists: {
    zh: '地址簿中已有相同的地址',
    en: 'The same address is already in the address book',
    ml: 'Alamat yang sama sudah ada dalam buku alamat',
  },
  defaultAddressSet: { zh: '已设为默认地址', en: 'Set as the default address', ml: 'Ditetapkan sebagai alamat lalai' },
  defaultAddressCancelled: {
    zh: '已取消默认地址',
    en: 'No longer the default address',
    ml: 'Bukan lagi alamat lalai',
  },
  pleaseEnterSmartText: {
    zh: '请粘贴或输入地址信息',
    en: 'Please paste or type the address',
    ml: 'Sila tampal atau taip alamat',
  },
  importRowsInvalid: {
    zh: '文件中有不符合模板的行，未导入任何数据',
    en: 'Some rows do not match the template, so nothing was imported',
    ml: 'Beberapa baris tidak sepadan dengan templat, jadi tiada apa-apa diimport',
  },
  importAllDuplicates: {
    zh: '这些地址已全部在地址簿中',
    en: 'All these addresses are already in the address book',
    ml: 'Semua alamat ini sudah ada dalam buku alamat',
  },
} as const;
