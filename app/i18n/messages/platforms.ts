import { defineMessages } from "../define";

/** The `platforms.*` messages. */
export const platformsMessages = defineMessages({
  es: {
    "platforms.splash.signUp": "Crear cuenta gratis",
    "platforms.splash.signIn": "Ya tengo cuenta",
    "platforms.splash.free": "Empieza gratis, sin tarjeta.",
    "platforms.splash.actions": "Empezar",
    "platforms.offline.title": "Sin conexión",
    "platforms.offline.body":
      "Parece que no hay internet ahora mismo. Lo que ya guardaste sigue a salvo: en cuanto vuelva la conexión podrás seguir coloreando.",
    "platforms.offline.retry": "Reintentar",
    "platforms.offline.hint": "Comprueba el wifi o los datos móviles.",
    "platforms.shortcut.public": "Páginas públicas",
    "platforms.shortcut.create": "Crear página",
    "platforms.checkout.external": "Abrimos el pago seguro en tu navegador. Cuando termines, vuelve aquí.",
    "platforms.checkout.done": "Ya he pagado: ver mi plan",
  },
  en: {
    "platforms.splash.signUp": "Create a free account",
    "platforms.splash.signIn": "I already have an account",
    "platforms.splash.free": "Start free, no card needed.",
    "platforms.splash.actions": "Get started",
    "platforms.offline.title": "You're offline",
    "platforms.offline.body": "There seems to be no internet right now. What you already saved is safe: once you're back online you can keep colouring.",
    "platforms.offline.retry": "Try again",
    "platforms.offline.hint": "Check your Wi-Fi or mobile data.",
    "platforms.shortcut.public": "Public pages",
    "platforms.shortcut.create": "Create page",
    "platforms.checkout.external": "We opened the secure payment in your browser. Come back here when you're done.",
    "platforms.checkout.done": "I've paid: see my plan",
  },
});
