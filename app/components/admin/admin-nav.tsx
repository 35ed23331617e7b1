import CreditCard from "lucide-react/icons/credit-card";
import FolderHeart from "lucide-react/icons/folder-heart";
import Globe from "lucide-react/icons/globe";
import Images from "lucide-react/icons/images";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Palette from "lucide-react/icons/palette";
import Settings from "lucide-react/icons/settings";
import Users from "lucide-react/icons/users";
import type { NavItem } from "~/components/shell/app-shell";
import { adminNavMessages } from "~/i18n/messages/admin-nav";
import { useT } from "~/utils/i18n-react";

/** The admin's side navigation (docs/product.md §2), in the admin's language. */
export function useAdminNav(): NavItem[] {
  const t = useT(adminNavMessages);
  return [
    { to: "/admin", label: t("nav.admin.panel"), icon: LayoutDashboard, end: true },
    { to: "/admin/users", label: t("nav.admin.users"), icon: Users },
    { to: "/admin/pages", label: t("nav.admin.pages"), icon: Images, end: true },
    { to: "/admin/pages/colored", label: t("nav.admin.colored"), short: t("nav.admin.coloredShort"), icon: Palette },
    { to: "/admin/subscriptions", label: t("nav.admin.subscriptions"), icon: CreditCard },
    { to: "/admin/plans", label: t("nav.admin.plans"), icon: FolderHeart },
    { to: "/admin/website", label: t("nav.admin.website"), icon: Globe },
    { to: "/admin/account", label: t("nav.admin.account"), icon: Settings },
  ];
}
