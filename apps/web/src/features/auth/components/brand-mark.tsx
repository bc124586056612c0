/** The portal's mark: a parcel in a rounded square. Decorative; the name beside it is the text. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#fff" />
      <path d="M20 8 31 13.5v13L20 32 9 26.5v-13L20 8Z" fill="#E60000" />
      <path d="M9 13.5 20 19l11-5.5M20 19v13" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <path d="m14.5 10.8 11 5.5" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
