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
    subject: '„Taško“ slaptažodžio atkūrimas',
    text: `Sveiki, ${firstName},\n\ngavome prašymą atkurti jūsų „Taško“ paskyros slaptažodį.\nNaują slaptažodį galite nustatyti per valandą paspaudę šią nuorodą:\n\n${link}\n\nJei to neprašėte, šį laišką ignoruokite – jūsų slaptažodis nepasikeis.\n\nTaškas`,
  };
}

/**
 * The invitation to an account an admin created: the link lets the person choose their first password
 * (valid 7 days).
 */
export function invitationMail(language: Language, firstName: string, link: string, inviterName: string) {
  if (language === 'en') {
    return {
      subject: 'Your Taškas account is ready',
      text: `Hello ${firstName},\n\n${inviterName} has created a Taškas account for you.\nOpen this link within 7 days to choose your password and sign in:\n\n${link}\n\nIf you were not expecting this e-mail, you can ignore it.\n\nTaškas`,
    };
  }
  return {
    subject: 'Jūsų „Taško“ paskyra sukurta',
    text: `Sveiki, ${firstName},\n\n${inviterName} sukūrė jums „Taško“ paskyrą.\nPaspaudę šią nuorodą (ji galioja 7 dienas), susikurkite slaptažodį ir prisijunkite:\n\n${link}\n\nJei šio laiško nesitikėjote, tiesiog jį ignoruokite.\n\nTaškas`,
  };
}
