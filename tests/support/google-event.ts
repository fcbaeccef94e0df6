import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import BaseValidator, { type Condition } from "@adobe/structured-data-validator/src/types/base.js";

/**
 * Google's Event rich result requirements (developers.google.com/search/docs/appearance/
 * structured-data/event), as a handler for Adobe's structured-data validator, which checks
 * the event's nested Offer, Person and Organization with its own rules but has none for events.
 */
const SCHEMA = "https://schema.org/";
const EVENT_STATUSES = [
  "EventScheduled",
  "EventCancelled",
  "EventPostponed",
  "EventRescheduled",
  "EventMovedOnline",
].map((status) => `${SCHEMA}${status}`);
const AVAILABILITIES = ["InStock", "SoldOut", "PreOrder", "OnlineOnly", "LimitedAvailability"].map(
  (value) => `${SCHEMA}${value}`,
);

function error(message: string, field: string) {
  return { issueMessage: message, severity: "ERROR" as const, fieldNames: [field] };
}

class GoogleEventValidator extends BaseValidator {
  override getConditions(data: Record<string, unknown>): Condition[] {
    const conditions: Condition[] = [
      this.required("name", "string"),
      this.required("startDate", "date"),
      this.required("location", "object"),
      this.required("location.address"),
      this.recommended("location.name"),
      this.recommended("description"),
      this.recommended("image"),
      this.recommended("eventStatus"),
      (event) =>
        event.eventStatus !== undefined && !EVENT_STATUSES.includes(String(event.eventStatus))
          ? error(`eventStatus ${String(event.eventStatus)} is not one Google knows`, "eventStatus")
          : null,
      (event) =>
        event.eventStatus === `${SCHEMA}EventRescheduled` && !event.previousStartDate
          ? error("a rescheduled event needs previousStartDate", "previousStartDate")
          : null,
      (event) =>
        event.previousStartDate && event.eventStatus !== `${SCHEMA}EventRescheduled`
          ? error("previousStartDate belongs to rescheduled events", "previousStartDate")
          : null,
    ];
    if (data.previousStartDate) conditions.push(this.required("previousStartDate", "date"));
    if (data.offers) {
      conditions.push(
        this.required("offers.url", "url"),
        this.required("offers.availability", "enum", ...AVAILABILITIES),
      );
    }
    return conditions.map((condition) => condition.bind(this));
  }
}

/** The issues Google's rules find in schema.org objects of a page (errors and warnings). */
export async function googleIssues(objects: readonly Record<string, unknown>[]) {
  const validator = new Validator();
  const handler = async () => ({ default: GoogleEventValidator });
  for (const type of ["Event", "MusicEvent"]) validator.registeredHandlers[type] = [handler];
  const jsonld: Record<string, unknown[]> = {};
  for (const object of objects) {
    const type = String(object["@type"]);
    jsonld[type] = [...(jsonld[type] ?? []), structuredClone(object)];
  }
  const issues: ValidationIssue[] = await validator.validate({ jsonld });
  return issues;
}
