/** No rate is known for a city or interest year: the server answers problem type missing-tax-rate. */
export class MissingTaxRateError extends Error {
  readonly code = 'missing-tax-rate';
  constructor(what: string) {
    super(`No tax rate is known for ${what}.`);
    this.name = 'MissingTaxRateError';
  }
}

/** Input a rule cannot compute with (the server maps it to a 400 problem naming the field). */
export class TaxRuleInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'TaxRuleInputError';
    this.field = field;
  }
}
