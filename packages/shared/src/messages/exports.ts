/** Exports and the download centre (issue 3), merged into `messages`. zh, en, ml. */
export const exportMessages = {
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
} as const;
