/** Messages of the open platform (issue 30): API keys. zh, en, ml. */
export const openPlatformMessages = {
  apiKeyNameRequired: { zh: '请输入密钥名称', en: 'Please enter a name for the key', ml: 'Sila masukkan nama kunci' },
  apiKeyNameTooLong: {
    zh: '密钥名称最多 40 个字符',
    en: 'A key name is at most 40 characters',
    ml: 'Nama kunci paling banyak 40 aksara',
  },
  apiKeyPagesRequired: {
    zh: '请至少选择一个密钥可使用的页面',
    en: 'Please choose at least one page the key acts with',
    ml: 'Sila pilih sekurang-kurangnya satu halaman untuk kunci ini',
  },
  apiKeyPageNotHeld: {
    zh: '您没有页面 {{page}} 的权限，密钥不能使用它',
    en: 'You do not hold the page {{page}}, so a key of yours cannot act with it',
    ml: 'Anda tidak memegang halaman {{page}}, jadi kunci anda tidak boleh menggunakannya',
  },
  apiKeysTooMany: {
    zh: '最多同时有 {{max}} 个有效密钥：请先吊销不用的密钥',
    en: 'Keys in force at once are limited to {{max}}: revoke one you no longer use first',
    ml: 'Paling banyak {{max}} kunci boleh berkuat kuasa serentak: batalkan kunci yang tidak digunakan dahulu',
  },
  apiKeyOverlapRange: {
    zh: '旧密钥的过渡时间为 0 到 168 小时',
    en: 'The old key can keep working for 0 to 168 hours',
    ml: 'Kunci lama boleh terus berfungsi selama 0 hingga 168 jam',
  },
  apiKeyEnded: {
    zh: '该密钥已吊销或已过期',
    en: 'This key has already been revoked or has expired',
    ml: 'Kunci ini telah dibatalkan atau tamat tempoh',
  },
  apiKeyReplaced: {
    zh: '该密钥已轮换过：请轮换替代它的新密钥',
    en: 'This key has already been rotated: rotate the key that replaced it',
    ml: 'Kunci ini telah diputar: putar kunci yang menggantikannya',
  },
  apiKeyMissing: {
    zh: '需要 API 密钥：Authorization: Bearer sk_live_… 或 sk_test_…',
    en: 'An API key is required: Authorization: Bearer sk_live_… or sk_test_…',
    ml: 'Kunci API diperlukan: Authorization: Bearer sk_live_… atau sk_test_…',
  },
  apiKeyInvalid: {
    zh: '该 API 密钥无效、已吊销或已过期',
    en: 'This API key is not valid, or it has been revoked or has expired',
    ml: 'Kunci API ini tidak sah, atau telah dibatalkan atau tamat tempoh',
  },
  apiKeyAccountDisabled: {
    zh: '创建该密钥的账号已停用',
    en: 'The account that made this key is disabled',
    ml: 'Akaun yang membuat kunci ini telah dilumpuhkan',
  },
  apiKeyPageMissing: {
    zh: '该密钥没有执行此操作所需的页面（{{pages}}），或其账号已不再拥有该页面',
    en: 'This key does not act with a page this needs ({{pages}}), or its account no longer holds it',
    ml: 'Kunci ini tidak menggunakan halaman yang diperlukan ({{pages}}), atau akaunnya tidak lagi memegangnya',
  },
  openPostcodeInvalid: {
    zh: '邮编须为 5 位数字',
    en: 'A postcode is 5 digits',
    ml: 'Poskod ialah 5 digit',
  },
  openPostcodeUnknown: {
    zh: '邮编 {{postcode}} 不存在',
    en: 'There is no postcode {{postcode}}',
    ml: 'Tiada poskod {{postcode}}',
  },
  openRouteUnknown: {
    zh: '没有此接口：{{method}} {{path}}',
    en: 'There is no such call: {{method}} {{path}}',
    ml: 'Tiada panggilan sedemikian: {{method}} {{path}}',
  },
  problemInvalidRequest: { zh: '请求无效', en: 'The request is not valid', ml: 'Permintaan tidak sah' },
  problemUnauthorized: { zh: '未认证', en: 'Not authenticated', ml: 'Tidak disahkan' },
  problemForbidden: { zh: '不允许', en: 'Not allowed', ml: 'Tidak dibenarkan' },
  problemAccountFrozen: { zh: '账号已冻结', en: 'Account frozen', ml: 'Akaun dibekukan' },
  problemNotFound: { zh: '未找到', en: 'Not found', ml: 'Tidak dijumpai' },
  problemConflict: { zh: '冲突', en: 'Conflict', ml: 'Konflik' },
  problemBodyTooLarge: { zh: '请求内容过大', en: 'Request too large', ml: 'Permintaan terlalu besar' },
  problemTooManyRequests: { zh: '请求过多', en: 'Too many requests', ml: 'Terlalu banyak permintaan' },
  problemUnprocessable: { zh: '无法处理的请求', en: 'Request cannot be processed', ml: 'Permintaan tidak dapat diproses' },
  idempotencyKeyInvalid: {
    zh: 'Idempotency-Key 须为 1 到 255 个可见 ASCII 字符',
    en: 'An Idempotency-Key is 1 to 255 visible ASCII characters',
    ml: 'Idempotency-Key ialah 1 hingga 255 aksara ASCII yang boleh dilihat',
  },
  idempotencyKeyReused: {
    zh: '该 Idempotency-Key 已用于另一个请求内容：每个不同的请求请使用新的键',
    en: 'This Idempotency-Key was used with another request body: use a new key for each different request',
    ml: 'Idempotency-Key ini telah digunakan dengan badan permintaan lain: gunakan kunci baharu bagi setiap permintaan berbeza',
  },
  idempotencyKeyRunning: {
    zh: '使用该 Idempotency-Key 的请求仍在处理中：请稍后用同一键重试',
    en: 'A request with this Idempotency-Key is still running: try again with the same key in a moment',
    ml: 'Permintaan dengan Idempotency-Key ini masih berjalan: cuba lagi dengan kunci yang sama sebentar lagi',
  },
  openTestShipmentsNotBuilt: {
    zh: '测试密钥暂不能下单（测试订单尚未开放）：可用测试密钥查询运费，或用正式密钥下单',
    en: 'A test key cannot place shipments yet (test orders are not open): price them with POST /open/v1/rates, or place them with a live key',
    ml: 'Kunci ujian belum boleh membuat penghantaran (pesanan ujian belum dibuka): dapatkan harga dengan POST /open/v1/rates, atau buat dengan kunci langsung',
  },
  openRateLimited: {
    zh: '该密钥的调用超过每分钟上限：请在 {{seconds}} 秒后重试',
    en: 'This key made more calls than its limit a minute: try again in {{seconds}} s',
    ml: 'Kunci ini membuat lebih banyak panggilan daripada hadnya seminit: cuba lagi dalam {{seconds}} s',
  },
  openBatchRequired: {
    zh: '请在 shipments 中提供 1 到 100 个订单',
    en: 'Give 1 to 100 shipments in shipments',
    ml: 'Berikan 1 hingga 100 penghantaran dalam shipments',
  },
  openBatchTooLarge: {
    zh: '一次最多 {{max}} 个订单：请分批发送',
    en: 'Shipments in one batch are limited to {{max}}: split it',
    ml: 'Satu kelompok paling banyak {{max}} penghantaran: pecahkannya',
  },
  openInstantInvalid: {
    zh: '时间须为带时区的 ISO 8601 格式，例如 2026-12-08T09:00:00+08:00',
    en: 'A time is ISO 8601 with its offset, for example 2026-12-08T09:00:00+08:00',
    ml: 'Masa ialah ISO 8601 dengan ofsetnya, contohnya 2026-12-08T09:00:00+08:00',
  },
  openCursorInvalid: {
    zh: '该 cursor 不是上一页返回的 next',
    en: 'This cursor is not the next of a page before',
    ml: 'Kursor ini bukan next daripada halaman sebelumnya',
  },
  problemInternal: { zh: '服务器错误', en: 'Server error', ml: 'Ralat pelayan' },
  problemUnavailable: { zh: '暂时不可用', en: 'Unavailable for a moment', ml: 'Tidak tersedia buat seketika' },
  openCallFailed: {
    zh: '此调用失败，未执行任何操作；请稍后重试，并告知客服请求编号',
    en: 'This call failed and nothing was done; try again later, and give customer service the request id',
    ml: 'Panggilan ini gagal dan tiada apa yang dilakukan; cuba lagi kemudian, dan berikan id permintaan kepada khidmat pelanggan',
  },
  apiKeyCreated: { zh: '密钥已创建', en: 'Key created', ml: 'Kunci dicipta' },
  apiKeyRotated: { zh: '已生成新密钥', en: 'New secret made', ml: 'Rahsia baharu dibuat' },
  apiKeyRevoked: { zh: '密钥已吊销', en: 'Key revoked', ml: 'Kunci dibatalkan' },
} as const;
