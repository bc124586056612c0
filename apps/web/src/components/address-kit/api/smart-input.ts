import type { SmartInputResult } from '@portal/shared/address';
import { call } from '@/lib/api-client.ts';

/** Reads a pasted name, phone and address into the form's fields (spec 7 getSmartInput). */
export const readPastedAddress = (text: string) => call<SmartInputResult>('getSmartInput', { text });
