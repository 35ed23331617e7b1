import { defineMessages } from "../define";

/** The `gate.*` messages: the parent's question before paying, sharing, deleting or leaving (record 0171). */
export const parentGateMessages = defineMessages({
  es: {
    "gate.title": "Una pregunta para personas adultas",
    "gate.question": "Para seguir, escribe con números: {question}",
    "gate.answer": "Respuesta",
    "gate.wrong": "No es la respuesta. Prueba con esta otra pregunta.",
    "gate.continue": "Seguir",
    "gate.cancel": "Cancelar",
  },
  en: {
    "gate.title": "A question for adults",
    "gate.question": "To continue, type in digits: {question}",
    "gate.answer": "Answer",
    "gate.wrong": "That is not the answer. Try this other question.",
    "gate.continue": "Continue",
    "gate.cancel": "Cancel",
  },
});
