import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** The e-mails bound to the customer's main account(s); main accounts only (spec 6). */
interface CustomerEmail {
  loginCode: string;
  email: string | null;
}

const getCustomerEmails = () => call<CustomerEmail[]>('getCustomerEmails');

export const useCustomerEmails = (enabled: boolean) =>
  useQuery({ queryKey: profileKeys.customerEmails(), queryFn: getCustomerEmails, enabled, staleTime: 0 });
