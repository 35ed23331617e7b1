import { defineMessages } from "../define";

/** The `payment.*` messages. */
export const paymentMessages = defineMessages({
  es: {
    "payment.title.paid": "¡Pago completado!",
    "payment.body.paid": "Ya tienes el plan {plan}. Tus créditos se renuevan el {date}.",
    "payment.title.processing": "Estamos confirmando tu pago",
    "payment.body.processing": "Puede tardar unos segundos. Actualiza esta página en un momento.",
    "payment.title.canceled": "Pago cancelado",
    "payment.body.canceled": "No se ha hecho ningún cargo. Puedes elegir un plan cuando quieras.",
    "payment.title.unknown": "No encontramos ese pago",
    "payment.body.unknown": "Si acabas de pagar, revisa tu cuenta en unos minutos.",
    "payment.refresh": "Actualizar",
    "payment.toGallery": "Ir a las páginas",
    "payment.toAccount": "Ver mi cuenta",
    "payment.toCheckout": "Ver los planes",
    "payment.planCanceled": "Has cancelado tu suscripción. Sigues con tu plan hasta el final del periodo pagado.",
  },
  en: {
    "payment.title.paid": "Payment complete!",
    "payment.body.paid": "You are on the {plan} plan. Your credits renew on {date}.",
    "payment.title.processing": "We are confirming your payment",
    "payment.body.processing": "It can take a few seconds. Refresh this page in a moment.",
    "payment.title.canceled": "Payment cancelled",
    "payment.body.canceled": "Nothing was charged. You can choose a plan whenever you like.",
    "payment.title.unknown": "We could not find that payment",
    "payment.body.unknown": "If you have just paid, check your account in a few minutes.",
    "payment.refresh": "Refresh",
    "payment.toGallery": "Go to the pages",
    "payment.toAccount": "See my account",
    "payment.toCheckout": "See the plans",
    "payment.planCanceled": "You have cancelled your subscription. You keep your plan until the end of the paid period.",
  },
});
