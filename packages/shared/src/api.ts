import { z } from 'zod';
import type { CodeValue } from './codes.ts';

/** Every portal reply (ARCHITECTURE "The portal API contract"). */
export interface ApiReply<T = unknown> {
  success: boolean;
  code: CodeValue | number;
  desc: string;
  data: T;
}

/** 70001 is the exception: no success flag and no data (spec 8). */
export interface SessionExpiredReply {
  code: 70001;
  desc: string;
}

/** The body every portal call posts. */
export interface ApiRequest<P = unknown> {
  parameter?: P;
  token?: string;
}

/** Bodies above this are refused with `bodyTooLarge` (uploads go through multipart, not JSON). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** For calls that take nothing: whatever the portal sends along is accepted and ignored. */
export const emptyParameter = z.looseObject({});
