import { describe, expect, it } from "vitest";
import { textFieldOf } from "./forms";

describe("textFieldOf", () => {
  const stored = { name: "Lucía", email: "lucia@colorea.test", id: 7 };

  it("shows what is stored, with no error, before any answer", () => {
    expect(textFieldOf(undefined, stored)("name")).toEqual({ id: "name", defaultValue: "Lucía", error: undefined });
  });

  it("after a refusal shows what was sent and the field's own error", () => {
    const state = { error: "Revisa el correo", fields: { email: "Revisa el correo" }, values: { name: "Lu", email: "lu@" } };
    const field = textFieldOf(state, stored);
    expect(field("email")).toEqual({ id: "email", defaultValue: "lu@", error: "Revisa el correo" });
    expect(field("name")).toEqual({ id: "name", defaultValue: "Lu", error: undefined });
  });
});
