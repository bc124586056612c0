import type { Lang } from './lang.ts';
import { internationalOrderMessages } from './order-international-messages.ts';
import { orderMessages } from './order-messages.ts';
import { serviceAreaMessages } from './service-area-messages.ts';

type Texts = Record<Lang, string>;

/**
 * Every message the server may send and every message a shared rule may raise, in zh, en and ml.
 * Keys are the spec's catalogue codes (section 8) where it names one, otherwise camelCase names.
 * Placeholders use i18next's {{name}} form so the web app can load this table as it is.
 */
export const messages = {
  // Catalogue codes (spec 8)
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

  // User messages (spec 8)
  loginFailed: { zh: '登录失败', en: 'Login failed', ml: 'Log masuk gagal' },
  wrongAccountOrPassword: {
    zh: '账号或密码错误',
    en: 'Wrong account or password',
    ml: 'Akaun atau kata laluan salah',
  },
  accountExists: { zh: '账号已存在', en: 'The account already exists', ml: 'Akaun sudah wujud' },
  accountCannotChange: {
    zh: '账号不可修改',
    en: 'The account cannot be changed',
    ml: 'Akaun tidak boleh diubah',
  },
  usernamePasswordEmpty: {
    zh: '用户名或密码不能为空',
    en: 'Username or password cannot be empty',
    ml: 'Nama pengguna atau kata laluan tidak boleh kosong',
  },
  sessionTimeout: {
    zh: '会话超时，请重新登录',
    en: 'Your session has timed out, please log in again',
    ml: 'Sesi anda telah tamat masa, sila log masuk semula',
  },
  requestTimeout: {
    zh: '网络太慢，请求超时',
    en: 'The network is too slow, the request timed out',
    ml: 'Rangkaian terlalu perlahan, permintaan tamat masa',
  },
  serverError: { zh: '服务器内部错误', en: 'Server internal error', ml: 'Ralat dalaman pelayan' },
  editSuccess: { zh: '修改成功', en: 'Saved', ml: 'Berjaya disimpan' },
  editFailed: { zh: '修改失败', en: 'Could not save the changes', ml: 'Perubahan tidak dapat disimpan' },
  toggleSuccess: { zh: '启用/停用成功', en: 'Status changed', ml: 'Status telah diubah' },
  toggleFailed: {
    zh: '启用/停用失败',
    en: 'Could not enable or disable',
    ml: 'Tidak dapat mendayakan atau menyahdayakan',
  },
  deleteSuccess: { zh: '删除成功', en: 'Deleted', ml: 'Berjaya dipadam' },
  deleteFailed: { zh: '删除失败', en: 'Could not delete', ml: 'Tidak dapat dipadam' },
  resetSuccess: { zh: '重置成功', en: 'Reset done', ml: 'Tetapan semula berjaya' },
  resetFailed: { zh: '重置失败', en: 'Could not reset', ml: 'Tetapan semula gagal' },
  orderFailed: { zh: '下单失败', en: 'The order could not be placed', ml: 'Pesanan tidak dapat dibuat' },
  ordersWrongFormat: {
    zh: '部分订单格式错误',
    en: 'Some orders have a wrong format',
    ml: 'Sesetengah pesanan mempunyai format yang salah',
  },
  importSuccess: { zh: '导入成功', en: 'Imported', ml: 'Berjaya diimport' },
  importFailed: { zh: '导入失败', en: 'Could not import the file', ml: 'Fail tidak dapat diimport' },
  fileFormatError: {
    zh: '文件格式错误，无法导入',
    en: 'Wrong file format, cannot import',
    ml: 'Format fail salah, tidak dapat diimport',
  },
  uploadTooLarge: {
    zh: '上传文件不能超过1M',
    en: 'The upload cannot exceed 1 MB',
    ml: 'Muat naik tidak boleh melebihi 1 MB',
  },
  rowsExceedLimit: {
    zh: '数据不能超过1000行',
    en: 'The data cannot exceed 1000 rows',
    ml: 'Data tidak boleh melebihi 1000 baris',
  },
  templateHeaderRequired: {
    zh: '模板中带*的表头字段为必填项',
    en: 'Template header fields marked * are required',
    ml: 'Medan pengepala templat bertanda * adalah wajib',
  },
  oldTemplate: {
    zh: '旧模板已不再适用，请下载最新模板',
    en: 'Old templates no longer apply, please download the latest template',
    ml: 'Templat lama tidak lagi digunakan, sila muat turun templat terkini',
  },
  senderRegionNotFound: {
    zh: '找不到寄件人的州、城市或地区',
    en: "The sender's state, city or area was not found",
    ml: 'Negeri, bandar atau kawasan pengirim tidak dijumpai',
  },
  receiverRegionNotFound: {
    zh: '找不到收件人的州、城市或地区',
    en: "The receiver's state, city or area was not found",
    ml: 'Negeri, bandar atau kawasan penerima tidak dijumpai',
  },
  serviceTypeNotFound: {
    zh: '服务方式不存在',
    en: 'Service type not found',
    ml: 'Jenis perkhidmatan tidak dijumpai',
  },
  payMethodNotFound: {
    zh: '付款方式不存在',
    en: 'Payment method not found',
    ml: 'Kaedah bayaran tidak dijumpai',
  },
  goodsClassNotFound: {
    zh: '物品类别不存在',
    en: 'Goods class not found',
    ml: 'Kelas barang tidak dijumpai',
  },
  expressTypeError: { zh: '快递类型错误', en: 'Wrong express type', ml: 'Jenis ekspres salah' },
  paymentMethodTypeError: {
    zh: '付款方式类型错误',
    en: 'Wrong payment method type',
    ml: 'Jenis kaedah bayaran salah',
  },
  valueMustBeNumber: {
    zh: '物品价值必须是数字',
    en: 'The item value must be a number',
    ml: 'Nilai barang mesti nombor',
  },
  codMustBeNumber: {
    zh: '代收货款必须是数字',
    en: 'The COD amount must be a number',
    ml: 'Amaun COD mesti nombor',
  },
  insuranceFormatError: {
    zh: '保价格式错误',
    en: 'Wrong insurance format',
    ml: 'Format insurans salah',
  },
  weightOver200: {
    zh: '重量不能超过200KG',
    en: 'The weight cannot exceed 200 KG',
    ml: 'Berat tidak boleh melebihi 200 KG',
  },
  codOverLimit: {
    zh: '代收货款不能超过99999999',
    en: 'COD cannot exceed 99999999',
    ml: 'COD tidak boleh melebihi 99999999',
  },
  dateFormatError: { zh: '日期格式错误', en: 'Wrong date format', ml: 'Format tarikh salah' },
  wrongBillNumber: {
    zh: '投诉的运单号错误',
    en: 'The waybill number of the complaint is wrong',
    ml: 'Nombor bil muatan aduan salah',
  },
  printFailed: { zh: '打印失败', en: 'Printing failed', ml: 'Pencetakan gagal' },
  paymentNotStarted: {
    zh: '无法发起支付（未返回支付链接）',
    en: 'The payment could not be started (no payment link was returned)',
    ml: 'Pembayaran tidak dapat dimulakan (tiada pautan pembayaran dikembalikan)',
  },
  importSummary: {
    zh: '您共导入{{total}}条，其中{{bad}}条与模板不符',
    en: 'You imported {{total}} in total, of which {{bad}} do not match the template',
    ml: 'Anda mengimport {{total}} kesemuanya, {{bad}} daripadanya tidak sepadan dengan templat',
  },
  accountFrozen: {
    zh: '您的账户已被冻结，请联系您的客户经理',
    en: 'Your account has been frozen, please contact your account manager',
    ml: 'Akaun anda telah dibekukan, sila hubungi pengurus akaun anda',
  },

  // The contract's own replies
  ok: { zh: '操作成功', en: 'Success', ml: 'Berjaya' },
  invalidParameter: {
    zh: '请求参数错误：{{field}}',
    en: 'Invalid request parameter: {{field}}',
    ml: 'Parameter permintaan tidak sah: {{field}}',
  },
  requestParamEmpty: {
    zh: '请求参数为空',
    en: 'Request parameter is empty',
    ml: 'Parameter permintaan kosong',
  },
  malformedRequest: {
    zh: '请求格式错误',
    en: 'The request is not valid JSON',
    ml: 'Permintaan bukan JSON yang sah',
  },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request is too large', ml: 'Permintaan terlalu besar' },
  unknownEndpoint: {
    zh: '该功能不存在',
    en: 'This function does not exist',
    ml: 'Fungsi ini tidak wujud',
  },
  recordNotFound: { zh: '记录不存在', en: 'Record not found', ml: 'Rekod tidak dijumpai' },
  noPermission: {
    zh: '您没有执行此操作的权限',
    en: 'You do not have permission to do this',
    ml: 'Anda tiada kebenaran untuk melakukan ini',
  },
  mainAccountOnly: {
    zh: '仅主账号可执行此操作',
    en: 'Only the main account can do this',
    ml: 'Hanya akaun utama boleh melakukan ini',
  },
  adminOnly: {
    zh: '仅管理员可执行此操作',
    en: 'Only the administrator can do this',
    ml: 'Hanya pentadbir boleh melakukan ini',
  },
  forcedLogout: {
    zh: '您的会话已被管理员结束，请重新登录',
    en: 'An administrator ended your session, please log in again',
    ml: 'Pentadbir telah menamatkan sesi anda, sila log masuk semula',
  },
  tooManyRequests: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    ml: 'Terlalu banyak permintaan, sila cuba sebentar lagi',
  },
  imgCodeRequired: {
    zh: '请输入图形验证码',
    en: 'Please enter the image code',
    ml: 'Sila masukkan kod imej',
  },
  imgCodeWrong: {
    zh: '图形验证码错误或已过期',
    en: 'The image code is wrong or has expired',
    ml: 'Kod imej salah atau telah tamat tempoh',
  },
  accountDisabled: {
    zh: '该账号已停用，请联系主账号',
    en: 'This account is disabled, please contact your main account',
    ml: 'Akaun ini telah dinyahdayakan, sila hubungi akaun utama anda',
  },
  qrExpired: {
    zh: '二维码已失效，请刷新',
    en: 'The QR code has expired, please refresh it',
    ml: 'Kod QR telah tamat tempoh, sila muat semula',
  },

  // Account and profile rules (spec 5)
  pleaseEnterPassword: { zh: '请输入密码', en: 'Please enter the password', ml: 'Sila masukkan kata laluan' },
  pleaseEnterAccount: { zh: '请输入账号', en: 'Please enter the account', ml: 'Sila masukkan akaun' },
  passwordRule: {
    zh: '密码须为6-16位，以字母开头，只能包含字母、数字和常用符号',
    en: 'The password must be 6 to 16 characters, start with a letter and use only letters, digits and common symbols',
    ml: 'Kata laluan mesti 6 hingga 16 aksara, bermula dengan huruf dan hanya mengandungi huruf, digit dan simbol biasa',
  },
  passwordMismatch: {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
    ml: 'Kedua-dua kata laluan tidak sepadan',
  },
  passwordSameAsOld: {
    zh: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
    ml: 'Kata laluan baharu mesti berbeza daripada yang lama',
  },
  oldPasswordWrong: {
    zh: '原密码错误',
    en: 'The current password is wrong',
    ml: 'Kata laluan semasa salah',
  },
  passwordChanged: {
    zh: '密码修改成功，请重新登录',
    en: 'Password changed, please log in again',
    ml: 'Kata laluan telah ditukar, sila log masuk semula',
  },
  pleaseEnterEmail: {
    zh: '请输入邮箱地址',
    en: 'Please enter the e-mail address',
    ml: 'Sila masukkan alamat e-mel',
  },
  pleaseEnterName: { zh: '请输入姓名', en: 'Please enter the name', ml: 'Sila masukkan nama' },
  textTooLong: {
    zh: '不能超过{{max}}个字符（中文算2个）',
    en: 'Cannot exceed {{max}} characters (Chinese characters count as 2)',
    ml: 'Tidak boleh melebihi {{max}} aksara (aksara Cina dikira 2)',
  },
  resetMailSent: {
    zh: '如果账号与邮箱匹配，重置密码的邮件已发出，请查收',
    en: 'If the account and e-mail match, a password reset e-mail is on its way',
    ml: 'Jika akaun dan e-mel sepadan, e-mel tetapan semula kata laluan sedang dihantar',
  },
  resetLinkInvalid: {
    zh: '重置链接无效或已过期，请重新申请',
    en: 'The reset link is invalid or has expired, please ask for a new one',
    ml: 'Pautan tetapan semula tidak sah atau telah tamat tempoh, sila minta pautan baharu',
  },
  subAccountResetByMain: {
    zh: '子账号的密码须由主账号重置',
    en: "A sub-account's password is reset by its main account",
    ml: 'Kata laluan sub-akaun ditetapkan semula oleh akaun utamanya',
  },
  emailBound: { zh: '邮箱绑定成功', en: 'E-mail bound', ml: 'E-mel telah diikat' },

  // Exports and the download centre (issue 3)
  exportSentToCentre: {
    zh: '导出成功，请前往下载中心查看',
    en: 'Export success, please check the download center',
    ml: 'Eksport berjaya, sila semak pusat muat turun',
  },
  downloadLinkExpired: {
    zh: '下载链接已失效，请重新下载',
    en: 'The download link has expired, please download again',
    ml: 'Pautan muat turun telah tamat tempoh, sila muat turun semula',
  },
  exportNotReady: {
    zh: '文件尚未生成完成，请稍后再试',
    en: 'The file is not ready yet, please try again shortly',
    ml: 'Fail belum sedia, sila cuba sebentar lagi',
  },
  exportFileExpired: {
    zh: '该文件已过保存期限，请重新导出',
    en: 'This file is no longer kept, please export again',
    ml: 'Fail ini tidak lagi disimpan, sila eksport semula',
  },
  exportNotCancellable: {
    zh: '该导出已结束，无法取消',
    en: 'This export has already finished and cannot be cancelled',
    ml: 'Eksport ini telah selesai dan tidak boleh dibatalkan',
  },
  exportStillRunning: {
    zh: '该导出仍在进行中，请先取消',
    en: 'This export is still in progress, please cancel it first',
    ml: 'Eksport ini masih berjalan, sila batalkannya dahulu',
  },
  exportFailed: {
    zh: '导出失败，请重试或联系客服',
    en: 'The export failed, please try again or contact customer service',
    ml: 'Eksport gagal, sila cuba lagi atau hubungi khidmat pelanggan',
  },

  // Lists, sub-accounts, language and table maintenance (issue 3)
  addSuccess: { zh: '新增成功', en: 'Added', ml: 'Berjaya ditambah' },
  statusEnabled: { zh: '启用', en: 'Enabled', ml: 'Didayakan' },
  statusDisabled: { zh: '停用', en: 'Disabled', ml: 'Dinyahdayakan' },
  subAccountNameRule: {
    zh: '子账号名称只能包含字母和数字，最多30位',
    en: 'The sub-account name may contain letters and digits only, up to 30',
    ml: 'Nama sub-akaun hanya boleh mengandungi huruf dan digit, sehingga 30',
  },
  duplicateColumn: {
    zh: '有两列显示同一个字段',
    en: 'Two columns show the same field',
    ml: 'Dua lajur memaparkan medan yang sama',
  },
  tableKeyExists: {
    zh: '该表格标识已存在',
    en: 'A table with this key already exists',
    ml: 'Jadual dengan kunci ini sudah wujud',
  },
  i18nKeyRule: {
    zh: '键名格式应为 命名空间:路径，例如 common:actions.save',
    en: 'The key must look like namespace:path, for example common:actions.save',
    ml: 'Kunci mesti berbentuk ruang nama:laluan, contohnya common:actions.save',
  },
  i18nTextRequired: {
    zh: '请填写每种语言的文本',
    en: 'Please enter the text in every language',
    ml: 'Sila masukkan teks dalam setiap bahasa',
  },
  changedMeanwhile: {
    zh: '该记录已被他人修改，请重新打开后再保存',
    en: 'Someone else changed this meanwhile; open it again before saving',
    ml: 'Orang lain telah mengubahnya; buka semula sebelum menyimpan',
  },
  builtInTableKept: {
    zh: '系统内置的表格配置不能删除，可恢复为默认',
    en: 'A built-in table configuration cannot be deleted; restore it to the default instead',
    ml: 'Konfigurasi jadual terbina dalam tidak boleh dipadam; pulihkannya kepada lalai',
  },
  uploadRequired: { zh: '请选择要上传的文件', en: 'Please choose a file to upload', ml: 'Sila pilih fail untuk dimuat naik' },
  i18nKeyExists: {
    zh: '该键名已存在',
    en: 'This key already exists',
    ml: 'Kunci ini sudah wujud',
  },

  // Address books (issue 4)
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

  // Address import (issue 4)
  addressImportName: { zh: '姓名', en: 'Name', ml: 'Nama' },
  addressImportPhone: { zh: '电话', en: 'Phone', ml: 'Telefon' },
  addressImportPostcode: { zh: '邮编', en: 'Postcode', ml: 'Poskod' },
  addressImportState: { zh: '州属', en: 'State', ml: 'Negeri' },
  addressImportCity: { zh: '城市', en: 'City', ml: 'Bandar' },
  addressImportDetail: { zh: '详细地址', en: 'Detail address', ml: 'Alamat terperinci' },
  addressTemplateFileName: { zh: '地址导入模板', en: 'Address import template', ml: 'Templat import alamat' },
  addressTemplateSheet: { zh: '地址', en: 'Addresses', ml: 'Alamat' },
  addressTemplateGuideSheet: { zh: '填写说明', en: 'How to fill in', ml: 'Cara mengisi' },
  addressTemplateGuideRows: {
    zh: '在“{{sheet}}”工作表中从第2行起每行填写一个地址，带*的列为必填项。',
    en: 'Fill in one address per row on the sheet "{{sheet}}", from row 2. Columns marked * are required.',
    ml: 'Isi satu alamat bagi setiap baris dalam helaian "{{sheet}}", bermula dari baris 2. Lajur bertanda * adalah wajib.',
  },
  addressTemplateGuideLimits: {
    zh: '最多{{rows}}行，文件须小于1M。',
    en: 'At most {{rows}} rows; the file must be smaller than 1 MB.',
    ml: 'Paling banyak {{rows}} baris; fail mesti lebih kecil daripada 1 MB.',
  },
  addressTemplateGuideName: {
    zh: '姓名：最多50个字符（一个中文字算2个）。',
    en: 'Name: up to 50 characters (a Chinese character counts as 2).',
    ml: 'Nama: sehingga 50 aksara (satu aksara Cina dikira 2).',
  },
  addressTemplateGuidePhone: {
    zh: '电话：以0或+60开头，8至11位数字（可含空格和连字符）。',
    en: 'Phone: starts with 0 or +60, 8 to 11 digits (spaces and hyphens are fine).',
    ml: 'Telefon: bermula dengan 0 atau +60, 8 hingga 11 digit (ruang dan sempang dibenarkan).',
  },
  addressTemplateGuidePlace: {
    zh: '邮编：5位数字；州属和城市必须是该邮编所属的州属和城市。',
    en: 'Postcode: 5 digits; the state and city must be the ones the postcode belongs to.',
    ml: 'Poskod: 5 digit; negeri dan bandar mestilah yang dimiliki oleh poskod itu.',
  },
  addressTemplateGuideAddress: {
    zh: '详细地址：最多250个字符，只能包含字母、数字、空格和 , @ & / - . ( ) \' "',
    en: 'Detail address: up to 250 characters; letters, digits, spaces and , @ & / - . ( ) \' "',
    ml: 'Alamat terperinci: sehingga 250 aksara; huruf, digit, ruang dan , @ & / - . ( ) \' "',
  },
  addressTemplateGuideHeader: {
    zh: '请勿修改表头。用旧模板制作的文件会被拒绝，请重新下载模板。',
    en: 'Keep the header row as it is. Files made from an older template are refused: download the template again.',
    ml: 'Kekalkan baris pengepala. Fail daripada templat lama ditolak: muat turun templat sekali lagi.',
  },
  addressTemplateGuideExample: {
    zh: '示例（本工作表不会被导入）：',
    en: 'Example (this sheet is not imported):',
    ml: 'Contoh (helaian ini tidak diimport):',
  },
  addressImportErrorFileName: { zh: '地址导入错误', en: 'Address import errors', ml: 'Ralat import alamat' },
  addressImportErrorRow: { zh: '行号', en: 'Row', ml: 'Baris' },
  addressImportErrorProblem: { zh: '问题', en: 'Problem', ml: 'Masalah' },
  importEmpty: {
    zh: '文件中没有可导入的数据',
    en: 'The file holds no rows to import',
    ml: 'Fail tidak mengandungi baris untuk diimport',
  },
  xlsNotSupported: {
    zh: '无法读取旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再导入',
    en: 'Old .xls files cannot be read; save the file as .xlsx in Excel and import it again',
    ml: 'Fail .xls lama tidak dapat dibaca; simpan fail sebagai .xlsx dalam Excel dan import semula',
  },
  importErrorFileGone: {
    zh: '错误文件已不可用，请重新导入以获取新的错误文件',
    en: 'The error file is no longer available; import the file again to get a new one',
    ml: 'Fail ralat tidak lagi tersedia; import fail sekali lagi untuk mendapatkan yang baharu',
  },

  // The password reset e-mail
  mailResetSubject: {
    zh: '重置您的门户密码',
    en: 'Reset your portal password',
    ml: 'Tetapkan semula kata laluan portal anda',
  },
  mailResetBody: {
    zh: '{{name}}，您好：\n\n有人为账号 {{loginCode}} 申请了重置密码。如果是您本人操作，请在{{minutes}}分钟内打开以下链接设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
    en: 'Hello {{name}},\n\nSomeone asked to reset the password of account {{loginCode}}. If it was you, open this link within {{minutes}} minutes to choose a new password:\n\n{{link}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.',
    ml: 'Helo {{name}},\n\nSeseorang meminta untuk menetapkan semula kata laluan akaun {{loginCode}}. Jika itu anda, buka pautan ini dalam masa {{minutes}} minit untuk memilih kata laluan baharu:\n\n{{link}}\n\nJika bukan anda, abaikan e-mel ini; kata laluan anda kekal.',
  },

  ...orderMessages,
  ...internationalOrderMessages,
  ...serviceAreaMessages,
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** Fills {{name}} placeholders; a placeholder without a value stays visible rather than vanish. */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in one language; an unknown key is returned as it is so nothing is hidden. */
export function translate(key: string, lang: Lang, params?: Record<string, string | number>): string {
  return fillPlaceholders(isMessageKey(key) ? messages[key][lang] : key, params);
}
