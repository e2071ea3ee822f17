/** Which topics each generator folder covers (by topic code); together they cover the whole taxonomy. */
export const GENERATOR_PARTS = {
  numbers: ['NAT', 'FRA', 'DEC', 'INT', 'OPS', 'PCT', 'POW', 'RNS', 'LOG'],
  data: ['STA', 'COM', 'PRB'],
  'models-a': ['RAT', 'EXP', 'POL', 'RXE', 'LEQ', 'LIN', 'SYS', 'QEQ', 'QIN'],
  'models-b': ['FUN', 'LFN', 'QFN', 'SEQ', 'EXL', 'TRF', 'DER', 'ING', 'WRD'],
  geometry: ['ANG', 'TRI', 'PYT', 'QUA', 'ARE', 'CIR', 'SOL', 'STE', 'CRD', 'TRG'],
} as const;
