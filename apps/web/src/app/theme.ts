import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm sea-teal. Shades 6–9 keep white text above the WCAG AA 4.5:1 contrast (shade 6: 6.0:1).
const lagoon: MantineColorsTuple = [
  '#e8f6f8',
  '#d2ecf0',
  '#a4d8e0',
  '#72c2ce',
  '#4aafbf',
  '#2e97a8',
  '#0e6d7b',
  '#0a5c68',
  '#074b55',
  '#043a42',
];

// A warm accent for the logo's dot and highlights (never for text on white).
const apricot: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffb347',
  '#ff9f2e',
  '#f08c00',
  '#b35f00',
  '#8f4c00',
  '#6b3900',
];

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: { light: 6, dark: 4 },
  colors: { lagoon, apricot },
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Our forms mark every field required (aria-required) and show no asterisk: nearly all fields
    // are required, and a bare label keeps each input's accessible name exactly its label text.
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    // A dialog's <header> sits in <section role="dialog">, which is no sectioning element for the
    // accessibility tree: it would be a second page banner beside the app header.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
  },
});

// Mantine's default dimmed grey (3.3:1), placeholder grey and error red (3.5:1) are too faint on white
// for WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    // Placeholders drawn as text (the date pickers' "any day") are read by everyone: 4.8:1.
    '--mantine-color-placeholder': '#6b7580',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-body': '#f6f8f9',
  },
  dark: {},
});
