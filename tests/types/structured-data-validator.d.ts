/** The validator ships JavaScript only: the part of its interface the tests use. */
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Data as @marbec/web-auto-extractor gives it: per format, per root type, the items. */
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
