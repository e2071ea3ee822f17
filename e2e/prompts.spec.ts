import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { logIn } from './support/journeys.ts';

test.describe('the prompt library on a phone, in Lithuanian', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tutor writes a prompt, previews it, edits it and restores the first version', async ({ page }) => {
    test.slow();
    const name = `Trupmenos virtuvėje ${Date.now().toString(36)}`;
    await logIn(page, demoAccount('tutor'));
    await page.goto('/prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'Užklausų biblioteka' })).toBeVisible();
    await expect(page.getByText('Dirbtinio intelekto paslauga dar nenustatyta')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nauja užklausa' }).click();
    await page.getByRole('textbox', { name: 'Pavadinimas' }).fill(name);
    const template = page.getByRole('textbox', { name: /^Šablonas/ });
    // A variable the library does not know is flagged while typing…
    await template.fill('Sukurk {{grade}} klasei užduotį tema „{{topic}}“ apie {{virtuve}}.');
    await expect(page.getByText(/Nežinomas kintamasis: \{\{virtuve\}\}/)).toBeVisible();
    // …and once it is one of the library's, the prompt can be created.
    await template.fill('Sukurk {{grade}} klasei užduotį tema „{{topic}}“ apie {{interests}}.');
    await expect(page.getByText(/Nežinomas kintamasis/)).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sukurti užklausą' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/prompts\/\d+$/);

    // The preview fills the template from a curriculum skill.
    const skill = page.getByRole('combobox', { name: 'Įgūdis' });
    await skill.click();
    await skill.fill('dalumo');
    await page
      .getByRole('option', { name: /dalumo iš 2/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Rodyti peržiūrą' }).click();
    await expect(page.getByRole('table', { name: 'Panaudotos reikšmės' })).toBeVisible();
    await expect(page.getByText(/Sukurk \d+ klasei užduotį tema „[^{]+“/)).toBeVisible();

    // An edit is a second version.
    await template.fill(
      'Sukurk {{grade}} klasei užduotį tema „{{topic}}“ apie {{interests}}.\nAtsakymas turi būti tikslus.',
    );
    await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
    await expect(page.getByText('Išsaugota kaip versija v2')).toBeVisible();

    // The first version comes back as the third.
    // On a phone the history is a list of cards: each version has its own restore button.
    await page.getByRole('button', { name: 'Atkurti v1' }).first().click();
    const restore = page.getByRole('dialog', { name: 'Atkurti versiją v1?' });
    await expect(restore).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await restore.getByRole('button', { name: 'Atkurti versiją v1' }).click();
    await expect(page.getByText('Versija v1 atkurta kaip v3')).toBeVisible();
    await expect(template).toHaveValue(
      'Sukurk {{grade}} klasei užduotį tema „{{topic}}“ apie {{interests}}.',
    );
    await expect(page.getByText('Atkurta iš v1').filter({ visible: true })).toBeVisible();
  });
});
