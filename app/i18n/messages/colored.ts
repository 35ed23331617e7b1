import { defineMessages } from "../define";

/** The `colored.*` messages. */
export const coloredMessages = defineMessages({
  es: {
    "colored.printTitle": "Página coloreada: {title}",
  },
  en: {
    "colored.printTitle": "Colored page: {title}",
  },
});
