/**
 * The download centre (issue 3): a layout route of its own, reached from the user menu and from
 * the export dialog of every list, so its path lives here rather than in either.
 */
export const DOWNLOAD_CENTER_PATH = '/downloadCenter';

/** Import settings (spec 2 importHome and settingHome): bulk import's page, under the Ordering group. */
export const IMPORT_SETTINGS_PATHS = ['/import/home', '/setting/home'] as const;
