import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { QrLoginStatus } from './get-qr-login-info.ts';

/** Tells the waiting login page that its code was scanned on this (logged-in) device. */
const scanQrLogin = (qrUuid: string) => call<{ status: QrLoginStatus }>('scanQrLogin', { qrUuid });

export const useScanQrLogin = () => useMutation({ mutationFn: scanQrLogin });
