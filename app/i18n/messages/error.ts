import { defineMessages } from "../define";

/** The `error.*` messages. */
export const errorMessages = defineMessages({
  es: {
    "error.title": "Ups, algo salió mal",
    "error.body": "Hemos tenido un problema al mostrar esta página. Inténtalo de nuevo en un momento.",
    "error.refusedTitle": "No se ha podido hacer",
    "error.retry": "Reintentar",
    "error.incident": "Código de la incidencia:",
    "error.incidentHint": "Si nos escribes, indícanos este código para que podamos encontrar lo que pasó.",
  },
  en: {
    "error.title": "Oops, something went wrong",
    "error.body": "We had a problem showing this page. Try again in a moment.",
    "error.refusedTitle": "That could not be done",
    "error.retry": "Try again",
    "error.incident": "Incident code:",
    "error.incidentHint": "If you write to us, give us this code so we can find what happened.",
  },
});
