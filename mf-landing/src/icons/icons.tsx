import type { ReactNode } from 'react';

/** Props of every icon: decorative by default, sized by the caller's classes. */
export interface IconProps {
  className?: string;
}

function Icon({ className = 'h-5 w-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A tick in a circle: list items that are included or achieved. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

/** A brain outline: the neuropsychological basis. */
export function BrainIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5a3 3 0 0 0-5.8-1A3 3 0 0 0 4 8a3 3 0 0 0-1 5 3.5 3.5 0 0 0 3 5 3 3 0 0 0 6 1V5Z" />
      <path d="M12 5a3 3 0 0 1 5.8-1A3 3 0 0 1 20 8a3 3 0 0 1 1 5 3.5 3.5 0 0 1-3 5 3 3 0 0 1-6 1" />
      <path d="M8 9.5h1.5M16 9.5h-1.5M8 14.5h1.5M16 14.5h-1.5" />
    </Icon>
  );
}

/** A person with a heart: the student at the centre. */
export function StudentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="7" r="4" />
      <path d="M3 21v-1a6 6 0 0 1 9.5-4.9" />
      <path d="M17.5 21s-3.5-2-3.5-4.3a1.8 1.8 0 0 1 3.5-.7 1.8 1.8 0 0 1 3.5.7c0 2.3-3.5 4.3-3.5 4.3Z" />
    </Icon>
  );
}

/** A rising line: growth and progress. */
export function GrowthIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m3 17 6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </Icon>
  );
}

/** A mortarboard: the doctorate. */
export function GraduationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2 9 10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
      <path d="M22 9v6" />
    </Icon>
  );
}

/** A rosette: years of experience. */
export function AwardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
    </Icon>
  );
}

/** Concentric rings: focus and what is targeted. */
export function TargetIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </Icon>
  );
}

/** A flask: the science behind the method. */
export function FlaskIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7 15h10" />
    </Icon>
  );
}

/** Sliders: strategies adjusted to the student. */
export function SlidersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </Icon>
  );
}

/** A bar chart: measured results. */
export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18" />
      <path d="M6 17v-5M11 17V8M16 17v-7M21 17V5" />
    </Icon>
  );
}

/** A compass: expert guidance. */
export function CompassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </Icon>
  );
}

/** A calendar: scheduling the consultation. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  );
}

/** A star: the most popular option. */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </Icon>
  );
}

/** An envelope: e-mail. */
export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

/** A padlock: access that is not granted. */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  );
}

/** A signpost with a question: a page that does not exist. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </Icon>
  );
}
