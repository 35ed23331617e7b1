import { defineMessages } from "../define";

/** The `nav.*` messages. */
export const navMessages = defineMessages({
  es: {
    "nav.user.public": "Páginas públicas",
    "nav.user.favorite": "Páginas favoritas",
    "nav.user.owned": "Mis páginas",
    "nav.user.colored": "Páginas coloreadas",
    "nav.user.account": "Cuenta",
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
    "nav.user.public": "Public pages",
    "nav.user.favorite": "Favorite pages",
    "nav.user.owned": "My pages",
    "nav.user.colored": "Colored pages",
    "nav.user.account": "Account",
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
