import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** The e-mails bound to the customer's main account(s); main accounts only (spec 6). */
interface CustomerEmail {
  loginCode: string;
  email: string | null;
}

export const customerEmailsKey = ['profile', 'customerEmails'] as const;

const getCustomerEmails = () => call<CustomerEmail[]>('getCustomerEmails');

export const useCustomerEmails = (enabled: boolean) =>
  useQuery({ queryKey: customerEmailsKey, queryFn: getCustomerEmails, enabled, staleTime: 0 });
