import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/i18n/i18n.ts";
import { bookingMessage, whatsappLink } from "./whatsapp.ts";
import "#app/i18n/catalogs.server.ts";

describe("concierge WhatsApp link", () => {
  it("keeps only digits and encodes the message", () => {
    expect(whatsappLink("+52 (984) 000-0000", "Hi & bye")).toBe(
      "https://wa.me/529840000000?text=Hi%20%26%20bye",
    );
    expect(whatsappLink("529840000000")).toBe("https://wa.me/529840000000");
  });

  it("names the event and date when booking from an event", () => {
    expect(
      bookingMessage(i18nFor("en"), {
        name: "Deep Night @ Bonbonniere",
        when: "Saturday, January 10th",
      }),
    ).toBe(
      "Hi! I would like to book a table for Deep Night @ Bonbonniere on Saturday, January 10th.",
    );
    expect(bookingMessage(i18nFor("en"))).toBe("Hi! I would like to book a table.");
  });

  it("asks in Spanish on Spanish pages", () => {
    expect(bookingMessage(i18nFor("es"), { name: "Zamna", when: "sábado 10 de enero" })).toBe(
      "¡Hola! Quiero reservar una mesa para Zamna el sábado 10 de enero.",
    );
  });
});
