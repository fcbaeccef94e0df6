/** @adobe/structured-data-validator ships no types: the parts the tests use. */
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    fieldNames?: string[];
  }
  type Handler = () => Promise<{ default: unknown }>;
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    registeredHandlers: Record<string, Handler[]>;
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}

declare module "@adobe/structured-data-validator/src/types/base.js" {
  type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; fieldNames: string[] };
  export type Condition = (data: Record<string, unknown>) => Issue | Issue[] | null;
  export default class BaseValidator {
    constructor(options: { dataFormat: string; path: unknown[] });
    path: unknown[];
    required(name: string, type?: string, ...options: unknown[]): Condition;
    recommended(name: string, type?: string, ...options: unknown[]): Condition;
    getConditions(data: Record<string, unknown>): Condition[];
  }
}
