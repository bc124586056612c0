import { ACCESSORY_TYPES } from '@portal/shared/pre-orders';
import { extensionAmong, storedNameOf as generatedName } from '../../lib/uploaded-names.ts';

type Extension = keyof typeof ACCESSORY_TYPES;
const EXTENSIONS = Object.keys(ACCESSORY_TYPES) as Extension[];

export const extensionOf = (name: string): Extension | null => extensionAmong(name, EXTENSIONS);

/** The name the file store keeps: generated, so nothing the uploader typed becomes a name or a path. */
export const storedNameOf = (ext: Extension): string => generatedName('accessory', ext);
