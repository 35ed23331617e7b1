import { json } from "@remix-run/node";

const notFound = () => json({ message: "No encontramos lo que buscas.", code: "NOT_FOUND" }, { status: 404 });

// Unknown /api paths answer in the JSON contract, never with the HTML 404 page.
export const loader = notFound;
export const action = notFound;
