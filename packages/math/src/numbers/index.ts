export { formatRational, parseDecimal, type Rational, rational } from './rational.ts';
