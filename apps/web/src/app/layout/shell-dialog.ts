/** The dialogs and panels the shell opens from its top bar and user menu; one at a time. */
export type ShellDialog = 'layoutSettings' | 'settingsDrawer' | 'profile' | 'privacy';
