/** A delivery van (web-kit's icon set has none); decorative. */
export function TruckIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="flip-rtl"
    >
      <path d="M1.5 5.5h12v10h-12z" />
      <path d="M13.5 9h4.2l3.3 3.6v2.9h-7.5" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}
