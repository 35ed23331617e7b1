import { defineMessages } from "../define";

/** The `nav.admin.*` messages: the admin's side navigation (apart, so a family's screens never carry them). */
export const adminNavMessages = defineMessages({
  es: {
    "nav.admin.coloredShort": "Coloreadas",
    "nav.admin.panel": "Panel",
    "nav.admin.users": "Usuarios",
    "nav.admin.pages": "Páginas",
    "nav.admin.colored": "Páginas coloreadas",
    "nav.admin.subscriptions": "Suscripciones",
    "nav.admin.plans": "Planes",
    "nav.admin.website": "Sitio web",
    "nav.admin.account": "Cuenta",
  },
  en: {
    "nav.admin.coloredShort": "Colored",
    "nav.admin.panel": "Dashboard",
    "nav.admin.users": "Users",
    "nav.admin.pages": "Pages",
    "nav.admin.colored": "Colored pages",
    "nav.admin.subscriptions": "Subscriptions",
    "nav.admin.plans": "Plans",
    "nav.admin.website": "Website",
    "nav.admin.account": "Account",
  },
});
