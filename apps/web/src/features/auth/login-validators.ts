import { ZLoginRequest } from '@taskas/contracts';
import { validateWithSchema } from '../../lib/forms/field-error';

/** The login form's checks, from the login contract; fetched after the page shows (login-page.tsx). */
export const loginValidators = {
  email: (value: string) => validateWithSchema(ZLoginRequest.shape.email, value),
  password: (value: string) => validateWithSchema(ZLoginRequest.shape.password, value),
};
