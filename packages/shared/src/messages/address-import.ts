/** Address import (issue 4), merged into `messages`. zh, en, ml. */
export const addressImportMessages = {
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
  importErrorFileGone: {
    zh: '错误文件已不可用，请重新导入以获取新的错误文件',
    en: 'The error file is no longer available; import the file again to get a new one',
    ml: 'Fail ralat tidak lagi tersedia; import fail sekali lagi untuk mendapatkan yang baharu',
  },
} as const;
