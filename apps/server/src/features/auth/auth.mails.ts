import type { Language } from '@taskas/contracts';

/** The password-reset e-mail in the reader's language. */
export function resetPasswordMail(language: Language, firstName: string, link: string) {
  if (language === 'en') {
    return {
      subject: 'Reset your Taškas password',
      text: `Hello ${firstName},\n\nSomeone (hopefully you) asked to reset the password of your Taškas account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\nTaškas`,
    };
  }
  return {
    subject: 'Taškas slaptažodžio atkūrimas',
    text: `Sveiki, ${firstName},\n\ngavome prašymą atkurti jūsų Taškas paskyros slaptažodį.\nNaują slaptažodį galite nustatyti per valandą paspaudę šią nuorodą:\n\n${link}\n\nJei to neprašėte, šį laišką ignoruokite – jūsų slaptažodis nepasikeis.\n\nTaškas`,
  };
}
