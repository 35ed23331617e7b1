import { defineMessages } from "../define";

/** The `nav.*` messages. */
export const navMessages = defineMessages({
  es: {
    "nav.user.public": "Páginas públicas",
    "nav.user.favorite": "Páginas favoritas",
    "nav.user.owned": "Mis páginas",
    "nav.user.colored": "Páginas coloreadas",
    "nav.user.account": "Cuenta",
    "nav.user.publicShort": "Públicas",
    "nav.user.favoriteShort": "Favoritas",
    "nav.user.coloredShort": "Coloreadas",
  },
  en: {
    "nav.user.public": "Public pages",
    "nav.user.favorite": "Favorite pages",
    "nav.user.owned": "My pages",
    "nav.user.colored": "Colored pages",
    "nav.user.account": "Account",
    "nav.user.publicShort": "Public",
    "nav.user.favoriteShort": "Favorites",
    "nav.user.coloredShort": "Colored",
  },
});
