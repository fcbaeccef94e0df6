import { describe, expect, it } from "vitest";
import { bookingMessage, whatsappLink } from "./whatsapp.ts";

describe("concierge WhatsApp link", () => {
  it("keeps only digits and encodes the message", () => {
    expect(whatsappLink("+52 (984) 000-0000", "Hi & bye")).toBe(
      "https://wa.me/529840000000?text=Hi%20%26%20bye",
    );
    expect(whatsappLink("529840000000")).toBe("https://wa.me/529840000000");
  });

  it("names the event and date when booking from an event", () => {
    expect(
      bookingMessage({ name: "Deep Night @ Bonbonniere", when: "Saturday, January 10th" }),
    ).toBe(
      "Hi! I would like to book a table for Deep Night @ Bonbonniere on Saturday, January 10th.",
    );
    expect(bookingMessage()).toBe("Hi! I would like to book a table.");
  });
});
