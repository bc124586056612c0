import type { AddressBook, PhoneMemoryItem } from '@portal/shared/address';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { usePhoneMemory } from './api/phone-memory.ts';
import './address-kit.css';

/** Spec 9: typing settles for 200 ms before the memory is asked. */
const DEBOUNCE_MS = 200;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface PhoneMemoryInputProps {
  /** The book whose saved phones are offered. */
  book: AddressBook;
  maxLength: number;
  placeholder?: string;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A remembered entry was chosen: the form takes its name and address too. */
  onPick: (item: PhoneMemoryItem) => void;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * The phone field with the saved phone memory (spec 3): from the third digit on, the book's
 * entries whose phone starts with the digits typed, each shown as phone, name and postcode.
 */
export function PhoneMemoryInput({ book, maxLength, placeholder, id, value = '', onChange, onPick, ...aria }: PhoneMemoryInputProps) {
  const memory = usePhoneMemory(book, useSettled(value));
  const items = memory.data ?? [];
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={(next) => onChange?.(String(next ?? ''))}
      // The option's value is the entry id; picking it puts the entry's phone in the field.
      onSelect={(key) => {
        const item = items.find((i) => String(i.id) === key);
        if (item) onPick(item);
      }}
      options={items.map((item) => ({
        value: String(item.id),
        // What a screen reader says for the option (its value is only the entry id).
        'aria-label': item.label,
        label: (
          <span className="address-memory__option">
            <span className="address-memory__phone">{item.phone}</span>
            <span className="address-memory__name">{item.name}</span>
            <span>{item.postal}</span>
          </span>
        ),
      }))}
      popupMatchSelectWidth={360}
    >
      <Input {...aria} maxLength={maxLength} placeholder={placeholder} inputMode="tel" autoComplete="off" />
    </AutoComplete>
  );
}
