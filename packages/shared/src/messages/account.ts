/** Account and profile rules (spec 5) and the password reset e-mail, merged into `messages`. zh, en, ml. */
export const accountMessages = {
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
} as const;
