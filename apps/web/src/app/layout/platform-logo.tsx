/** The platform's mark: a shield (credit) with a check. */
export function PlatformLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.2C4 22.3 9.1 28 16 30c6.9-2 12-7.7 12-15.3V6.5L16 2Z" fill="#1677ff" />
      <path
        d="m10.5 16.2 3.8 3.8 7.4-7.9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const PLATFORM_NAME = '建设行业企业信用管理平台';
