/**
 * The download centre (issue 3): a layout route of its own, reached from the user menu and from
 * the export dialog of every list, so its path lives here rather than in either.
 */
export const DOWNLOAD_CENTER_PATH = '/downloadCenter';
