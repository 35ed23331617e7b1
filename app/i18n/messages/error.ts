import { defineMessages } from "../define";

/** The `error.*` messages. */
export const errorMessages = defineMessages({
  es: {
    "error.title": "Ups, algo salió mal",
    "error.body": "Hemos tenido un problema al mostrar esta página. Inténtalo de nuevo en un momento.",
    "error.refusedTitle": "No se ha podido hacer",
  },
  en: {
    "error.title": "Oops, something went wrong",
    "error.body": "We had a problem showing this page. Try again in a moment.",
    "error.refusedTitle": "That could not be done",
  },
});
