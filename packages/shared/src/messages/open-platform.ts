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
  apiKeyCreated: { zh: '密钥已创建', en: 'Key created', ml: 'Kunci dicipta' },
  apiKeyRotated: { zh: '已生成新密钥', en: 'New secret made', ml: 'Rahsia baharu dibuat' },
  apiKeyRevoked: { zh: '密钥已吊销', en: 'Key revoked', ml: 'Kunci dibatalkan' },
} as const;
