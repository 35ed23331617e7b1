import { defineMessages } from "../define";

/** The `notFound.*` messages. */
export const notFoundMessages = defineMessages({
  es: {
    "notFound.title": "Página no encontrada",
    "notFound.body": "La página que buscas no existe o se ha movido.",
    "notFound.home": "Ir al inicio",
  },
  en: {
    "notFound.title": "Page not found",
    "notFound.body": "The page you are looking for does not exist or has moved.",
    "notFound.home": "Go home",
  },
});
