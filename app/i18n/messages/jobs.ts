import { defineMessages } from "../define";

/** The `jobs.*` messages. */
export const jobsMessages = defineMessages({
  es: {
    "jobs.workerNeedsDatabase":
      "El modo --worker necesita DATABASE_URL: con la base de datos integrada, el servidor de la app hace él mismo las tareas de fondo.",
  },
  en: {
    "jobs.workerNeedsDatabase": "--worker needs DATABASE_URL: with the embedded database, the app server does the background jobs itself.",
  },
});
