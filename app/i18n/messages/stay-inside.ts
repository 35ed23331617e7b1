import { defineMessages } from "../define";

/** The `stayInside.*` messages: the brush's "No salirse" and the finished page. */
export const stayInsideMessages = defineMessages({
  es: {
    "stayInside.toggle": "No salirse",
    "stayInside.on": "No salirse: el pincel pinta solo dentro de la zona donde empiezas el trazo.",
    "stayInside.off": "No salirse desactivado: el pincel pinta por donde pases.",
    "stayInside.unavailable": "No salirse no está disponible: este dibujo no tiene sus zonas preparadas.",
    "stayInside.finished": "¡Has terminado el dibujo! Te ha quedado precioso.",
  },
  en: {
    "stayInside.toggle": "Stay inside the lines",
    "stayInside.on": "Stay inside the lines: the brush paints only inside the area where the stroke starts.",
    "stayInside.off": "Stay inside the lines is off: the brush paints wherever it goes.",
    "stayInside.unavailable": "Stay inside the lines is not available: this picture's areas are not ready.",
    "stayInside.finished": "You finished the picture! It looks lovely.",
  },
});
