import { defineMessages } from "../define";

/** The `missing.*` messages: "¿Qué me falta?", which finds the regions still to colour (issue #43). */
export const missingMessages = defineMessages({
  es: {
    "missing.find": "¿Qué me falta?",
    "missing.findLeft": "¿Qué me falta? {count, plural, one {Queda # zona} other {Quedan # zonas}} por colorear",
    "missing.going": "{count, plural, one {Queda # zona: te llevo a ella.} other {Quedan # zonas: te llevo a la siguiente.}}",
    "missing.nothing": "¡No te falta nada! Has coloreado todas las zonas.",
    "missing.none": "Esta página no tiene zonas: no puedo buscar lo que falta.",
    "missing.loading": "¿Qué me falta?: preparando las zonas del dibujo…",
    "missing.failed": "No puedo buscar lo que falta: no se pudieron cargar las zonas del dibujo.",
  },
  en: {
    "missing.find": "What's left?",
    "missing.findLeft": "What's left? {count, plural, one {# area} other {# areas}} left to colour",
    "missing.going": "{count, plural, one {# area left: taking you to it.} other {# areas left: taking you to the next one.}}",
    "missing.nothing": "Nothing left! You have coloured every area.",
    "missing.none": "This page has no areas: I cannot look for what is left.",
    "missing.loading": "What's left?: getting the picture's areas ready…",
    "missing.failed": "I cannot look for what is left: the picture's areas could not be loaded.",
  },
});
