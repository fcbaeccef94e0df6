import type { FAQPage, WithContext } from "schema-dts";
import type { Faq } from "#app/domain/editorial-types.ts";

/** Questions with their answers as plain text (what Google reads). */
export function faqPage(faqs: readonly Pick<Faq, "question" | "answer">[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
