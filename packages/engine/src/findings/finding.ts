/** How serious a finding is. `error`: data will be dropped, rejected or wrong. `warning`/`info`: a suggestion. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One thing Tagproof says about a tracking request.
 *
 * `fieldPath` is the wire name of the parameter (`cu`, `ep.currency`, `pr1.id`), or its canonical wire
 * name when the parameter is missing; `parameter` is its readable name (`currency`). `source` names the
 * rule book the finding comes from (for example `GA4 limits (gtag.js)` or `Tagproof decoder`).
 */
export interface Finding {
  code: string;
  severity: Severity;
  fieldPath: string;
  parameter: string;
  message: string;
  expected?: string;
  received?: string;
  source: string;
}
