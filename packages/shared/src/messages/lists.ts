/** Lists, sub-accounts, language and table maintenance (issue 3), merged into `messages`. zh, en, ml. */
export const listMessages = {
  tooManyChosen: {
    zh: '最多只能选择{{max}}项',
    en: 'Choose at most {{max}}',
    ml: 'Pilih paling banyak {{max}}',
  },
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
  uploadLimitReached: {
    zh: '当前限制选择 {{max}} 个文件，本次选择了 {{chosen}} 个，共 {{total}} 个',
    en: 'Currently limited to {{max}} files: you chose {{chosen}} this time, {{total}} altogether',
    ml: 'Had semasa ialah {{max}} fail: anda memilih {{chosen}} kali ini, {{total}} kesemuanya',
  },
  uploadRemoveConfirm: {
    zh: '确定移除此文件吗？',
    en: 'Are you sure you want to remove this file?',
    ml: 'Adakah anda pasti mahu mengalih keluar fail ini?',
  },
  imageUnreadable: {
    zh: '无法读取图片 {{name}}，请重新选择',
    en: 'The picture {{name}} could not be read: choose it again or another one',
    ml: 'Gambar {{name}} tidak dapat dibaca: pilih semula atau gambar lain',
  },
  uploadTooManyFiles: {
    zh: '一次最多上传 {{max}} 个文件',
    en: 'At most {{max}} files can be uploaded at once',
    ml: 'Paling banyak {{max}} fail boleh dimuat naik sekali gus',
  },
  uploadMalformed: {
    zh: '上传内容无法读取，请重新选择文件上传',
    en: 'The upload could not be read (it is not a complete multipart/form-data request); choose the file and upload it again',
    ml: 'Muat naik tidak dapat dibaca (ia bukan permintaan multipart/form-data yang lengkap); pilih fail dan muat naik semula',
  },
  i18nKeyExists: {
    zh: '该键名已存在',
    en: 'This key already exists',
    ml: 'Kunci ini sudah wujud',
  },
} as const;
