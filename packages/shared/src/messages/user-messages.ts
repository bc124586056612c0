/** The user messages of spec section 8: sign-in, saving, import and order replies, merged into `messages`. zh, en, ml. */
export const userMessages = {
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
  databaseUnavailable: {
    zh: '服务暂时无法连接，操作未执行，请稍后重试',
    en: 'The service was unreachable for a moment and nothing was done: please try again',
    ml: 'Perkhidmatan tidak dapat dicapai seketika dan tiada apa-apa dilakukan: sila cuba lagi',
  },
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
} as const;
