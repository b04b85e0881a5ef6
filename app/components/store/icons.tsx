import spriteHref from "./icons.svg";

/**
 * The storefront's icons (24 × 24, stroked) live in one SVG sprite, icons.svg, that every page shares
 * from the browser's cache: drawn inline, their paths cost every storefront page about 1.3 KB of
 * JavaScript, since React must hydrate them. Through `<use>` they still follow `currentColor` and scale
 * with the text around them. Only icons that a page uses belong in the sprite (the back office draws its
 * own, in app/components/admin/icons.tsx); a unit test keeps this list and the sprite's symbols equal.
 */
export const iconNames = [
  "bag",
  "heart",
  "close",
  "chevronDown",
  "arrowEnd",
  "plus",
  "minus",
  "trash",
  "phone",
  "mail",
  "mapPin",
  "clock",
  "truck",
  "shield",
  "bolt",
  "award",
  "cash",
  "headset",
  "user",
  "calendar",
  "tag",
  "expand",
  "check",
] as const;

export type IconName = (typeof iconNames)[number];

export const iconSpriteHref = spriteHref;

/** Icons pointing along the reading direction turn round in right-to-left pages. */
const directional: IconName[] = ["arrowEnd"];

/** Decorative by default; give `label` when the icon is the only content of a control. */
export function Icon({ name, size = 20, label, className = "" }: { name: IconName; size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={`icon${directional.includes(name) ? " icon-directional" : ""} ${className}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
