/** The download centre (issue 3): a layout route of its own, reached from the user menu. */
export const DOWNLOAD_CENTER_PATH = '/downloadCenter';
