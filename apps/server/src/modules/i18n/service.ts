// The language module's public surface: the texts as the administrator last worded them.
export { MessageTexts } from './message-overrides.ts';
