/** The contract's own replies: parameters, sessions, permissions, limits, merged into `messages`. zh, en, ml. */
export const contractMessages = {
  ok: { zh: '操作成功', en: 'Success', ml: 'Berjaya' },
  invalidParameter: {
    zh: '请求参数错误：{{field}}',
    en: 'Invalid request parameter: {{field}}',
    ml: 'Parameter permintaan tidak sah: {{field}}',
  },
  controlCharacter: {
    zh: '{{field}} 含有不允许的控制字符（如 NUL），请删除后重试',
    en: '{{field}} contains a control character (such as NUL) that is not allowed: remove it and try again',
    ml: '{{field}} mengandungi aksara kawalan (seperti NUL) yang tidak dibenarkan: buang dan cuba lagi',
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
  qrNotScanned: {
    zh: '请先扫描二维码',
    en: 'Please scan the QR code first',
    ml: 'Sila imbas kod QR dahulu',
  },
} as const;
