import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { QrLoginStatus } from './get-qr-login-info.ts';

/** The phone's answer: log the waiting page in as me, or refuse. */
const confirmQrLogin = (parameter: { qrUuid: string; confirm: boolean }) => call<{ status: QrLoginStatus }>('confirmQrLogin', parameter);

export const useConfirmQrLogin = () => useMutation({ mutationFn: confirmQrLogin });
