import FolderHeart from "lucide-react/icons/folder-heart";
import Heart from "lucide-react/icons/heart";
import Images from "lucide-react/icons/images";
import Palette from "lucide-react/icons/palette";
import UserRound from "lucide-react/icons/user-round";
import { navMessages } from "~/i18n/messages/nav";
import { useT } from "~/utils/i18n-react";
import type { NavItem } from "./app-shell";

/** The family's side navigation (docs/product.md §2), in the person's language. */
export function useUserNav(): NavItem[] {
  const t = useT(navMessages);
  return [
    { to: "/pages/public", label: t("nav.user.public"), short: t("nav.user.publicShort"), icon: Images },
    { to: "/pages/favorite", label: t("nav.user.favorite"), short: t("nav.user.favoriteShort"), icon: Heart },
    { to: "/pages", label: t("nav.user.owned"), icon: FolderHeart, end: true },
    { to: "/pages/colored", label: t("nav.user.colored"), short: t("nav.user.coloredShort"), icon: Palette },
    { to: "/account", label: t("nav.user.account"), icon: UserRound },
  ];
}
