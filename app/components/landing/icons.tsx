import type { LucideIcon } from "lucide-react";
import Download from "lucide-react/icons/download";
import Globe from "lucide-react/icons/globe";
import Heart from "lucide-react/icons/heart";
import Laptop from "lucide-react/icons/laptop";
import Monitor from "lucide-react/icons/monitor";
import Palette from "lucide-react/icons/palette";
import Printer from "lucide-react/icons/printer";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Terminal from "lucide-react/icons/terminal";
import TabletSmartphone from "lucide-react/icons/tablet-smartphone";
import Users from "lucide-react/icons/users";
import type { FeatureIcon, PlatformName, SocialIcon } from "~/lib/website/schema";

/** The icon each feature name stands for (the admin picks a name). */
export const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  palette: Palette,
  sparkles: Sparkles,
  heart: Heart,
  printer: Printer,
  download: Download,
  shield: ShieldCheck,
  users: Users,
  star: Star,
};

export const PLATFORM_ICONS: Record<PlatformName, LucideIcon> = {
  web: Globe,
  android: Smartphone,
  ios: TabletSmartphone,
  windows: Monitor,
  mac: Laptop,
  debian: Terminal,
};

// Brand marks drawn as outlines in the same 24-unit grid and stroke as the other icons.
const SOCIAL_PATHS: Record<SocialIcon, string[]> = {
  facebook: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"],
  instagram: ["M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z", "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z", "M17.5 6.5h.01"],
  x: ["M4 4l11.73 16H20L8.27 4z", "M4 20l6.77-6.77", "M13.23 10.77L20 4"],
  youtube: [
    "M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
    "M10 15l5-3-5-3z",
  ],
  tiktok: ["M21 7.92v4.03a9.95 9.95 0 0 1-5-1.95v4.5a6.5 6.5 0 1 1-8-6.33v4.33a2.5 2.5 0 1 0 4 2V3h4.08A6 6 0 0 0 21 7.92z"],
  pinterest: ["M8 20l4-9", "M10.7 14c.44 1.26 1.43 2 2.55 2 2.07 0 3.75-1.55 3.75-4a5 5 0 1 0-9.7 1.7", "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z"],
};

export function SocialMark({ icon, className = "size-5" }: { icon: SocialIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {SOCIAL_PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
