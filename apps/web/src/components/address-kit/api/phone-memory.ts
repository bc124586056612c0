import { type AddressBook, PHONE_MEMORY_MIN_DIGITS, type PhoneMemoryItem } from '@portal/shared/address';
import { phoneDigits } from '@portal/shared/phone';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** Phone memory queries start with this key, so a changed book can refresh them. */
export const PHONE_MEMORY_KEY = 'phoneMemory';

/** Saved phone memory (spec 3): the book's entries whose phone starts with what was typed. */
export const usePhoneMemory = (book: AddressBook, phone: string) =>
  useQuery({
    queryKey: [PHONE_MEMORY_KEY, book, phone],
    queryFn: ({ signal }) => call<PhoneMemoryItem[]>('quickOrder', { phone, addressType: book }, { signal }),
    enabled: phoneDigits(phone).length >= PHONE_MEMORY_MIN_DIGITS,
    staleTime: 60_000,
  });
