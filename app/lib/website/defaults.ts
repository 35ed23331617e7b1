/**
 * Default content of the `website` setting: what the landing, the terms and
 * the privacy page show until an administrator edits them, and the fallback
 * for any field that is missing or invalid in the stored document.
 */
import type { RichText, RichTextBlock, RichTextNode, RichTextText, Website } from "~/lib/website/schema";

/* ------------------------------------------------------------------------ */
/* Small builders for rich-text documents                                   */
/* ------------------------------------------------------------------------ */

type Inline = string | RichTextNode;

function inline(parts: Inline[]): RichTextNode[] {
  return parts.map((part) => (typeof part === "string" ? { text: part } : part));
}

function bold(text: string): RichTextText {
  return { text, bold: true };
}

function link(url: string, text: string): RichTextNode {
  return { type: "link", url, children: [{ text }] };
}

function h2(text: string): RichTextBlock {
  return { type: "heading-two", children: [{ text }] };
}

function p(...parts: Inline[]): RichTextBlock {
  return { type: "paragraph", children: inline(parts) };
}

function ul(...items: Inline[][]): RichTextBlock {
  return {
    type: "bulleted-list",
    children: items.map((parts) => ({ type: "list-item", children: inline(parts) })),
  };
}

const CONTACT_EMAIL = "hola@colorea.app";
const mailto = link(`mailto:${CONTACT_EMAIL}`, CONTACT_EMAIL);

/* ------------------------------------------------------------------------ */
/* Terms                                                                    */
/* ------------------------------------------------------------------------ */

const termsContent: RichText = [
  p(
    "Estos términos regulan el uso de Colorea, el servicio para crear, colorear, imprimir y descargar páginas para colorear con ayuda de la inteligencia artificial, tanto en la web como en sus aplicaciones. Te pedimos que los leas con calma: al crear una cuenta o usar Colorea, los aceptas.",
  ),

  h2("1. Quién puede usar Colorea"),
  p(
    "Para crear una cuenta debes ser mayor de edad según la ley de tu país. Colorea está pensado para disfrutarlo en familia: los niños y niñas pueden usarlo siempre bajo la supervisión de la persona adulta titular de la cuenta, que es responsable de su uso.",
  ),

  h2("2. Tu cuenta"),
  p(
    "Necesitas un correo electrónico válido, que verificaremos antes de que puedas entrar, y una contraseña de al menos 8 caracteres. Eres responsable de mantenerla en secreto y de toda la actividad de tu cuenta. Si sospechas que alguien ha accedido sin tu permiso, cámbiala y escríbenos cuanto antes.",
  ),

  h2("3. Planes y créditos"),
  p("Colorea ofrece un plan gratuito y planes de pago. Cada plan incluye cada mes una cantidad de créditos de dos tipos:"),
  ul(
    [bold("Páginas públicas"), ": se gasta uno la primera vez que coloreas una página de la galería que no es tuya. Volver a colorearla no gasta otro."],
    [bold("Creaciones"), ": se gasta uno cada vez que creas una página con IA o subes una imagen propia. Si la creación falla, no se descuenta nada."],
    [
      "Los créditos se renuevan al comienzo de cada periodo: en el plan gratuito, cada mes desde la fecha de registro; en los planes de pago, cuando se confirma el cobro mensual.",
    ],
    ["Los créditos que no uses no se acumulan para el periodo siguiente."],
  ),
  p("Los planes de pago añaden, además, favoritas, impresión y descarga. El detalle actualizado de cada plan está siempre en la sección de precios."),

  h2("4. Pagos, renovación y cancelación"),
  p(
    "Los planes de pago se cobran por adelantado cada mes a través de Stripe, nuestro proveedor de pagos, y se renuevan automáticamente hasta que los canceles.",
  ),
  p(
    "Puedes cancelar en cualquier momento desde tu cuenta. Conservarás las ventajas de tu plan hasta el final del periodo ya pagado y después pasarás al plan gratuito, sin perder tus páginas ni tus dibujos guardados. Salvo que la ley aplicable disponga otra cosa, los periodos ya iniciados no se reembolsan.",
  ),

  h2("5. Tu contenido"),
  p(
    "Las imágenes que subes y las descripciones que escribes siguen siendo tuyas. Para poder prestarte el servicio, nos concedes una licencia gratuita y no exclusiva para almacenarlas, procesarlas y mostrarlas dentro de Colorea, incluida la galería pública, donde otros usuarios registrados pueden ver y colorear las páginas que creas o subes. Los dibujos que coloreas se guardan en tu cuenta y no se muestran a otros usuarios.",
  ),
  p(
    "Puedes usar las páginas generadas y tus dibujos con fines personales, familiares y educativos, por ejemplo en casa o en el aula. Ten en cuenta que la IA puede producir resultados parecidos a partir de descripciones parecidas, así que no podemos garantizar que una página sea única.",
  ),

  h2("6. Uso aceptable"),
  p("Queremos que Colorea sea un lugar seguro para las familias. Por eso no está permitido:"),
  ul(
    ["Crear o subir contenido violento, sexual, de odio o inapropiado para menores."],
    ["Subir imágenes sobre las que no tienes derechos o en las que aparezcan otras personas sin su permiso."],
    ["Intentar eludir los límites de los planes, acceder a cuentas ajenas o interferir en el funcionamiento del servicio."],
    ["Extraer contenido de forma automatizada o revender el servicio sin nuestra autorización."],
  ),

  h2("7. Moderación y suspensión"),
  p(
    "Podemos retirar de la galería pública cualquier página que incumpla estos términos y bloquear las cuentas que los incumplan de forma grave o reiterada. Si crees que nos hemos equivocado, escríbenos y lo revisaremos con gusto.",
  ),

  h2("8. Disponibilidad y responsabilidad"),
  p(
    "Trabajamos para que Colorea esté siempre disponible, pero puede haber interrupciones por mantenimiento o por causas ajenas a nosotros. En la medida en que lo permita la ley, no respondemos de los daños indirectos derivados del uso del servicio. Nada de lo dispuesto en estos términos limita los derechos que te reconoce la normativa de protección de los consumidores.",
  ),

  h2("9. Cambios en estos términos"),
  p(
    "Podemos actualizar estos términos para reflejar mejoras del servicio o cambios legales. Si los cambios son importantes, te avisaremos con antelación por correo electrónico o dentro de la aplicación. Si sigues usando Colorea después de su entrada en vigor, entenderemos que aceptas la nueva versión.",
  ),

  h2("10. Contacto"),
  p("¿Tienes dudas sobre estos términos? Escríbenos a ", mailto, " y te responderemos encantados."),
];

/* ------------------------------------------------------------------------ */
/* Privacy                                                                  */
/* ------------------------------------------------------------------------ */

const privacyContent: RichText = [
  p(
    "En Colorea nos tomamos muy en serio la privacidad, sobre todo porque muchas de las personas que nos usan son familias con niños. Esta política explica qué datos tratamos, para qué los usamos, con quién los compartimos y qué derechos tienes.",
  ),

  h2("1. Responsable del tratamiento"),
  p(
    "El responsable de tus datos es Colorea, con domicilio en Madrid (España). Para cualquier cuestión relacionada con tu privacidad, puedes escribirnos a ",
    mailto,
    ".",
  ),

  h2("2. Qué datos recogemos"),
  ul(
    [
      bold("Datos de cuenta"),
      ": tu nombre, tu correo electrónico, la foto de perfil si decides añadirla y tu contraseña, que guardamos protegida con un algoritmo de hash seguro: nadie, ni siquiera nuestro equipo, puede leerla.",
    ],
    [bold("Tu actividad"), ": las descripciones que escribes, las páginas que creas o subes, tus favoritas y los dibujos que coloreas y guardas."],
    [
      bold("Plan y facturación"),
      ": el plan contratado, los créditos disponibles y el historial de tus suscripciones. Los datos de tu tarjeta nunca pasan por nuestros servidores (consulta el apartado 5).",
    ],
    [
      bold("Datos técnicos"),
      ": la dirección IP, la plataforma desde la que accedes y los registros de acceso, que usamos para mantener el servicio seguro y evitar abusos.",
    ],
  ),

  h2("3. Para qué los usamos"),
  p(
    "Usamos tus datos para prestarte el servicio (crear tu cuenta, generar y guardar tus páginas, gestionar tus créditos y tu plan), para enviarte los correos necesarios, como la verificación de tu dirección o los avisos importantes sobre tu cuenta, y para proteger Colorea frente al fraude y el abuso. La base legal es la ejecución del contrato que aceptas al registrarte y nuestro interés legítimo en mantener el servicio seguro.",
  ),
  p(bold("No vendemos tus datos"), ", no mostramos publicidad y no elaboramos perfiles con fines comerciales."),

  h2("4. Niños y niñas"),
  p(
    "Las cuentas de Colorea son para personas adultas. Los niños pueden colorear bajo la supervisión de la madre, el padre, el tutor o el docente titular de la cuenta, pero nunca les pedimos datos personales. Para proteger su privacidad, te recomendamos:",
  ),
  ul(
    ["No incluir nombres, direcciones ni otros datos de menores en las descripciones de las páginas."],
    ["No subir fotografías en las que se pueda reconocer a niños o niñas."],
    ["Acompañarles mientras usan Colorea, sobre todo cuando exploran la galería pública."],
  ),
  p("Si crees que un menor nos ha facilitado datos personales sin supervisión, escríbenos y los eliminaremos de inmediato."),

  h2("5. Pagos con Stripe"),
  p(
    "Los pagos de los planes los gestiona Stripe, un proveedor certificado según el estándar de seguridad PCI DSS. Introduces los datos de tu tarjeta directamente en la página de pago de Stripe, así que nosotros nunca vemos ni guardamos su número. Solo conservamos el identificador de cliente que nos asigna Stripe y la información de tus suscripciones: plan, importe y fechas. Stripe trata tus datos de pago de acuerdo con su propia política de privacidad.",
  ),

  h2("6. Con quién compartimos tus datos"),
  p(
    "Solo compartimos lo imprescindible con los proveedores que nos ayudan a prestar el servicio, obligados por contrato a proteger tus datos: el alojamiento y el almacenamiento de archivos, el envío de correos, el servicio de inteligencia artificial que genera las ilustraciones (al que enviamos únicamente el texto de la descripción, nunca tu nombre ni tu correo) y Stripe para los pagos. Si alguno de ellos trata datos fuera del Espacio Económico Europeo, lo hace con las garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.",
  ),
  p(
    "Las páginas que creas o subes son solo tuyas hasta que decides compartirlas en la galería pública, donde pueden verlas otros usuarios registrados. Tus coloreados, tus fotos y tus subidas nunca se muestran a nadie más.",
  ),

  h2("7. Dónde y durante cuánto tiempo los guardamos"),
  p(
    "Guardamos tus datos en servidores seguros, con conexiones cifradas (HTTPS) y acceso restringido a las personas del equipo que lo necesitan para su trabajo. Los conservamos mientras tu cuenta esté activa. Puedes borrarla tú mismo desde «Tu cuenta»: tus datos personales, tus dibujos y cada archivo tuyo se borran al momento, salvo la información de facturación que la ley nos obliga a conservar durante el plazo legal (sin tu nombre ni tu correo). Más abajo, «En este servidor» detalla cada plazo.",
  ),

  h2("8. Cookies"),
  p(
    "Usamos solo las cookies técnicas imprescindibles para mantener tu sesión iniciada y recordar desde qué plataforma accedes. No utilizamos cookies publicitarias ni de seguimiento de terceros.",
  ),

  h2("9. Tus derechos"),
  p("De acuerdo con el Reglamento General de Protección de Datos (RGPD), puedes ejercer en cualquier momento tus derechos de:"),
  ul(
    [bold("Acceso"), ": saber qué datos tuyos tratamos y obtener una copia."],
    [bold("Rectificación"), ": corregir los datos inexactos. Muchos puedes cambiarlos directamente desde tu cuenta."],
    [bold("Supresión"), ": pedirnos que eliminemos tu cuenta y tus datos."],
    [bold("Limitación y oposición"), ": pedirnos que limitemos el uso de tus datos o que dejemos de tratarlos en determinados casos."],
    [
      bold("Portabilidad"),
      ": recibir tus datos en un formato estructurado y de uso común. Desde «Tu cuenta» puedes descargar una copia de todo lo tuyo en un archivo zip.",
    ],
  ),
  p(
    "Para ejercerlos, escríbenos desde el correo asociado a tu cuenta y te responderemos en el plazo máximo de un mes. Si consideras que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (",
    link("https://www.aepd.es", "www.aepd.es"),
    ") o ante la autoridad de control de tu país.",
  ),

  h2("10. Contacto y cambios"),
  p(
    "Si tienes cualquier pregunta sobre esta política o sobre cómo tratamos tus datos, escríbenos a ",
    mailto,
    ". Si hacemos cambios importantes, te avisaremos antes de que entren en vigor.",
  ),
];

/* ------------------------------------------------------------------------ */
/* What the landing says about AI                                           */
/* ------------------------------------------------------------------------ */

/**
 * Every default of the landing that speaks of AI, with what it says instead where no AI is
 * configured: the landing describes what this installation can do. A text is matched
 * whole; the feature card as its icon, title and description together.
 */
export const AI_COPY = {
  heading: {
    withAi: "Convierte cualquier idea en una página para colorear",
    withoutAi: "Convierte tus fotos en páginas para colorear",
  },
  subheading: {
    withAi:
      "Describe lo que imaginas y Colorea lo dibuja por ti en segundos. Coloréalo en el teléfono, la tableta o la computadora, guárdalo para seguir más tarde o imprímelo para disfrutarlo en papel.",
    withoutAi:
      "Sube una foto y la convertimos en un dibujo listo para colorear, diseña un mandala o usa tus propios dibujos. Coloréalo en el teléfono, la tableta o la computadora, guárdalo para seguir más tarde o imprímelo para disfrutarlo en papel.",
  },
  createStep: {
    withAi: "Describe la página que imaginas o sube tu propio dibujo. ¿No se te ocurre nada? Pide una idea y te sugerimos una al instante.",
    withoutAi: "Elige una foto y la convertimos en un dibujo, diseña un mandala a tu gusto o sube un dibujo que ya tengas.",
  },
  createFeature: {
    withAi: {
      icon: "sparkles",
      title: "Crea con inteligencia artificial",
      description:
        "Escribe lo que imaginas, como «un dragón tomando el té en el bosque», y en segundos tendrás una página lista para colorear. También puedes subir tus propios dibujos.",
    },
    withoutAi: {
      icon: "star",
      title: "Crea desde tus fotos",
      description:
        "Sube una foto de tu mascota, de tu familia o de un paisaje y la convertimos en una página para colorear. También puedes diseñar mandalas o subir tus propios dibujos.",
    },
  },
  creditsAnswer: {
    withAi:
      "Cada plan incluye cada mes créditos de dos tipos. Los de creación se gastan al crear una página con IA o al subir una imagen; si algo falla, no se descuenta nada. Los de páginas públicas se gastan la primera vez que coloreas una página de la galería creada por otra persona; colorear tus propias páginas o volver a una que ya empezaste no cuesta nada. Los créditos se renuevan cada mes y no se acumulan.",
    withoutAi:
      "Cada plan incluye cada mes créditos de dos tipos. Los de creación se gastan al crear una página, desde una foto, con un mandala o subiendo una imagen; si algo falla, no se descuenta nada. Los de páginas públicas se gastan la primera vez que coloreas una página de la galería creada por otra persona; colorear tus propias páginas o volver a una que ya empezaste no cuesta nada. Los créditos se renuevan cada mes y no se acumulan.",
  },
  footer: {
    withAi: "Páginas para colorear creadas con IA para toda la familia. Imagina, colorea, guarda tus dibujos y, cuando quieras, llévalos al papel.",
    withoutAi:
      "Páginas para colorear para toda la familia, desde tus fotos, tus mandalas o tus propios dibujos. Colorea, guarda tus dibujos y, cuando quieras, llévalos al papel.",
  },
} as const;

/* ------------------------------------------------------------------------ */
/* The whole document                                                       */
/* ------------------------------------------------------------------------ */

export const defaultWebsite: Website = {
  landing: {
    home: {
      visibility: true,
      heading: AI_COPY.heading.withAi,
      subheading: AI_COPY.subheading.withAi,
      image: "/images/landing/hero.webp",
      // Only the web app exists until the admin links a published shell (an empty link is not shown).
      platforms: { web: "/sign-up", android: "", ios: "", windows: "", mac: "", debian: "" },
    },

    howItWorks: {
      visibility: true,
      heading: "Cómo funciona",
      subheading: "De la idea al papel en cuatro pasos sencillos.",
      video: "/media/how-it-works.webm",
      poster: "/media/how-it-works.jpg",
      instructions: [
        {
          id: "instruction-1",
          content: "Crea tu cuenta gratis con tu correo electrónico. No necesitas tarjeta para empezar.",
        },
        { id: "instruction-2", content: AI_COPY.createStep.withAi },
        {
          id: "instruction-3",
          content: "Colorea con pinceles, paleta de colores y goma desde el teléfono, la tableta o la computadora.",
        },
        {
          id: "instruction-4",
          content: "Guarda tu dibujo para seguir más tarde y, con un plan de pago, imprímelo o descárgalo para compartirlo.",
        },
      ],
    },

    features: {
      visibility: true,
      heading: "Todo lo que necesitas para colorear",
      subheading: "Herramientas sencillas para que pequeños y mayores pasen de la idea al color sin complicaciones.",
      features: [
        { id: "feature-1", ...AI_COPY.createFeature.withAi },
        {
          id: "feature-2",
          icon: "palette",
          title: "Colorea en cualquier pantalla",
          description:
            "Pinceles, paleta de colores, goma y zoom, pensados tanto para pantallas táctiles como para computadoras. Guarda tu dibujo y continúa justo donde lo dejaste.",
        },
        {
          id: "feature-3",
          icon: "users",
          title: "Una galería llena de ideas",
          description: "Explora las páginas que crea la comunidad, búscalas por tema y descubre las más populares de la semana.",
        },
        {
          id: "feature-4",
          icon: "heart",
          title: "Tus favoritas, siempre a mano",
          description: "Marca las páginas que más te gustan para volver a ellas cuando quieras. Disponible en los planes de pago.",
        },
        {
          id: "feature-5",
          icon: "printer",
          title: "Imprime y descarga",
          description:
            "Lleva tus dibujos al papel o guárdalos en alta calidad para regalarlos, colgarlos en la pared o compartirlos. Disponible en los planes de pago.",
        },
        {
          id: "feature-6",
          icon: "shield",
          title: "Pensado para familias",
          description: "Sin anuncios y con una galería moderada, para que los más pequeños coloreen en un entorno seguro.",
        },
      ],
    },

    // No invented testimonials or figures: both start hidden and empty until the admin fills them (#14).
    testimonial: {
      visibility: false,
      heading: "Lo que dicen quienes ya colorean con nosotros",
      subheading: "Familias, docentes y amantes del color nos cuentan su experiencia.",
      testimonials: [],
    },

    metrics: {
      visibility: false,
      heading: "Colorea en números",
      subheading: "Una comunidad que no para de crecer, página a página.",
      metrics: [],
    },

    pricing: {
      visibility: true,
      heading: "Elige tu plan",
      subheading: "Empieza gratis y mejora cuando quieras. Los planes de pago suman más créditos cada mes, favoritas, impresión y descarga.",
    },

    faqs: {
      visibility: true,
      heading: "Preguntas frecuentes",
      subheading: "Todo lo que necesitas saber antes de empezar a colorear.",
      faqs: [
        {
          id: "faq-1",
          question: "¿Cómo funcionan los créditos?",
          answer: AI_COPY.creditsAnswer.withAi,
        },
        {
          id: "faq-2",
          question: "¿Qué diferencia hay entre los planes?",
          answer:
            "Con el plan gratuito puedes crear páginas, colorearlas y guardar tus dibujos. Los planes de pago añaden más créditos cada mes, favoritas para tener a mano tus páginas preferidas, e impresión y descarga en alta calidad. El plan avanzado es el que más créditos incluye y el que tiene mayor descuento.",
        },
        {
          id: "faq-3",
          question: "¿Puedo cancelar cuando quiera?",
          answer:
            "Sí, sin permanencia. Cancela desde tu cuenta en un par de clics: seguirás disfrutando de tu plan hasta el final del periodo que ya pagaste y después pasarás automáticamente al plan gratuito. Tus páginas y tus dibujos guardados no se pierden.",
        },
        {
          id: "faq-4",
          question: "¿Cómo imprimo o descargo un dibujo?",
          answer:
            "Abre la página que estás coloreando y elige Imprimir o Descargar. Obtendrás tu dibujo a tamaño completo, con tus colores y las líneas originales, en formato PNG. Imprimir y descargar están disponibles en los planes de pago.",
        },
        {
          id: "faq-5",
          question: "¿En qué dispositivos puedo colorear?",
          answer:
            "En cualquiera con un navegador actual: teléfono, tableta o computadora. También tenemos aplicaciones para Android, iOS, Windows, Mac y Debian. Como tus dibujos se guardan en tu cuenta, puedes empezar en la tableta y terminar en la computadora.",
        },
        {
          id: "faq-6",
          question: "¿Cómo protegen la privacidad de los niños?",
          answer:
            "Las cuentas las crean personas adultas y nunca pedimos datos personales de los niños. No mostramos publicidad ni vendemos datos a nadie, y nuestro equipo revisa la galería pública y retira cualquier página inapropiada. Te recomendamos no incluir nombres ni fotos de menores en lo que crees o subas.",
        },
      ],
      support: {
        heading: "¿No encuentras tu respuesta?",
        description: "Nuestro equipo está aquí para ayudarte. Escríbenos y te responderemos lo antes posible, normalmente en uno o dos días laborables.",
        link: `mailto:${CONTACT_EMAIL}`,
      },
    },

    callToAction: {
      visibility: true,
      heading: "Tu próxima página favorita está a una idea de distancia",
      subheading: "Crea tu cuenta gratis y colorea tu primera página hoy mismo. Sin tarjeta y sin compromiso.",
      image: "/images/landing/call-to-action.webp",
    },

    contact: {
      visibility: true,
      heading: "Hablemos",
      subheading: "¿Tienes dudas, sugerencias o quieres usar Colorea en tu escuela? Nos encantará saber de ti.",
      location: "",
      phone: "",
      email: CONTACT_EMAIL,
    },

    footer: {
      visibility: true,
      description: AI_COPY.footer.withAi,
      copyright: "© 2026 Colorea. Todos los derechos reservados.",
      socials: [
        { id: "social-1", url: "https://www.instagram.com/colorea.app", icon: "instagram" },
        { id: "social-2", url: "https://www.facebook.com/colorea.app", icon: "facebook" },
        { id: "social-3", url: "https://www.youtube.com/@colorea.app", icon: "youtube" },
        { id: "social-4", url: "https://www.pinterest.com/colorea_app", icon: "pinterest" },
      ],
      platforms: { visibility: true },
    },
  },

  terms: { visibility: true, content: termsContent },
  privacy: { visibility: true, content: privacyContent },
};

/**
 * What earlier versions shipped as defaults and #14 retired: invented testimonials and figures,
 * store links to apps that were never published, a made-up phone number. An install still
 * showing exactly these is cleaned up at start (seed); anything an admin changed stays.
 */
export const RETIRED_DEFAULTS = {
  testimonials: ["Lucía Martín", "Diego Ramírez", "Valentina Rojas"],
  metrics: ["12K+", "30K+", "4K+", "4,8/5"],
  platforms: {
    android: "https://play.google.com/store/apps/details?id=app.colorea",
    ios: "https://apps.apple.com/app/colorea/id6478123450",
    windows: "https://apps.microsoft.com/detail/9NCLRPG4XK2Q",
    mac: "https://apps.apple.com/app/colorea-para-mac/id6478123451",
    debian: "/downloads/colorea_amd64.deb",
  },
  contact: { location: "Madrid, España", phone: "+34 910 123 456" },
} as const;

/** The website without what RETIRED_DEFAULTS lists (null when there is nothing to retire). */
export function retireInventedDefaults(website: Website): Website | null {
  const next: Website = structuredClone(website);
  const { landing } = next;
  let changed = false;
  const names = landing.testimonial.testimonials.map((item) => item.name);
  if (names.length && names.join("|") === RETIRED_DEFAULTS.testimonials.join("|")) {
    landing.testimonial = { ...landing.testimonial, visibility: false, testimonials: [] };
    changed = true;
  }
  const values = landing.metrics.metrics.map((item) => item.value);
  if (values.length && values.join("|") === RETIRED_DEFAULTS.metrics.join("|")) {
    landing.metrics = { ...landing.metrics, visibility: false, metrics: [] };
    changed = true;
  }
  for (const [name, url] of Object.entries(RETIRED_DEFAULTS.platforms) as [keyof typeof RETIRED_DEFAULTS.platforms, string][]) {
    if (landing.home.platforms[name] === url) {
      landing.home.platforms[name] = "";
      changed = true;
    }
  }
  for (const field of ["location", "phone"] as const) {
    if (landing.contact[field] === RETIRED_DEFAULTS.contact[field]) {
      landing.contact[field] = "";
      changed = true;
    }
  }
  return changed ? next : null;
}

type Copy = string | Record<string, string>;
const sameCopy = (value: unknown, copy: Copy) =>
  typeof copy === "string"
    ? value === copy
    : typeof value === "object" && value !== null && Object.entries(copy).every(([key, text]) => (value as Record<string, unknown>)[key] === text);

/**
 * The website as this installation can deliver it: each of the landing's AI_COPY defaults said
 * the way that fits (with or without AI), wherever it stands; any text an admin wrote is kept as
 * written. The defaults are stored with the first start (seed) and whole with every save of a
 * section, so a default is told by its words, not by where it came from. Returns the same object
 * when nothing changes.
 */
export function websiteFor(website: Website, { ai }: { ai: boolean }): Website {
  const swaps = Object.values(AI_COPY).map((pair) =>
    ai ? { from: pair.withoutAi as Copy, to: pair.withAi as Copy } : { from: pair.withAi as Copy, to: pair.withoutAi as Copy },
  );
  const visit = (value: unknown): unknown => {
    const swap = swaps.find(({ from }) => sameCopy(value, from));
    if (swap) return typeof swap.to === "string" ? swap.to : { ...(value as object), ...swap.to };
    if (Array.isArray(value)) {
      const next = value.map(visit);
      return next.some((item, index) => item !== value[index]) ? next : value;
    }
    if (typeof value === "object" && value !== null) {
      const entries = Object.entries(value).map(([key, child]) => [key, visit(child)] as const);
      return entries.some(([key, child]) => child !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  const landing = visit(website.landing) as Website["landing"];
  return landing === website.landing ? website : { ...website, landing };
}
