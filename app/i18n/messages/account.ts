import { defineMessages } from "../define";

/** The `account.*` messages. */
export const accountMessages = defineMessages({
  es: {
    "account.title": "Tu cuenta",
    "account.details": "Datos de la cuenta",
    "account.photo": "Foto",
    "account.photoHint": "PNG, JPG o WebP, hasta 5 MB.",
    "account.photoRemove": "Quitar la foto",
    "account.save": "Guardar cambios",
    "account.plan": "Tu plan",
    "account.credits.publicPage": "Páginas públicas disponibles",
    "account.credits.pageCreation": "Creaciones disponibles",
    "account.renews": "Los créditos caducan y la suscripción se renueva el {date}.",
    "account.expires": "Tu plan sigue activo hasta el {date}; después pasarás al plan gratuito.",
    "account.freeRenews": "Tus créditos gratuitos se renuevan el {date}.",
    "account.upgrade": "Mejorar mi plan",
    "account.cancel": "Cancelar la suscripción",
    "account.canceled": "Suscripción cancelada",
  },
  en: {
    "account.title": "Your account",
    "account.details": "Account details",
    "account.photo": "Photo",
    "account.photoHint": "PNG, JPG or WebP, up to 5 MB.",
    "account.photoRemove": "Remove the photo",
    "account.save": "Save changes",
    "account.plan": "Your plan",
    "account.credits.publicPage": "Public pages left",
    "account.credits.pageCreation": "Creations left",
    "account.renews": "Credits expire and the subscription renews on {date}.",
    "account.expires": "Your plan stays active until {date}; then you move to the free plan.",
    "account.freeRenews": "Your free credits renew on {date}.",
    "account.upgrade": "Upgrade my plan",
    "account.cancel": "Cancel the subscription",
    "account.canceled": "Subscription cancelled",
  },
});
