import type { LucideIcon } from "lucide-react";
import Ban from "lucide-react/icons/ban";
import Heart from "lucide-react/icons/heart";
import Lock from "lucide-react/icons/lock";
import Palette from "lucide-react/icons/palette";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash";

/**
 * The gallery card's icons as one sprite per page, each card pointing at it with `<use>`: a
 * dozen cards repeat six icons, and drawn in full each time they were a third of the
 * gallery's HTML. The symbols inherit fill and stroke from the icon that uses them, so a
 * filled heart is still a class away.
 */
const ICONS = { heart: Heart, palette: Palette, lock: Lock, trash: Trash2, ban: Ban, shield: ShieldCheck } satisfies Record<string, LucideIcon>;
export type CardIconName = keyof typeof ICONS;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/** The symbols; rendered once by the gallery, before its cards. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute size-0 overflow-hidden">
      {(Object.entries(ICONS) as [CardIconName, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <Icon width={24} height={24} fill="inherit" stroke="currentColor" fillOpacity="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

export function CardIcon({ name, className, fill = "none", fillOpacity }: { name: CardIconName; className?: string; fill?: string; fillOpacity?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill={fill} fillOpacity={fillOpacity}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
