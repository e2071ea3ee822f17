import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Every message the test SMTP receiver has taken so far (see global-setup.ts), decoded. */
async function receivedMail(): Promise<ReceivedMail[]> {
  const lines = readFileSync(process.env.E2E_MAILBOX_FILE ?? '', 'utf8')
    .split('\n')
    .filter(Boolean);
  return Promise.all(
    lines.map(async (line) => {
      const { to, raw } = JSON.parse(line) as { to: string[]; raw: string };
      const parsed = await simpleParser(raw);
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/** The newest message to this address whose text has a link to `path`, waiting for it to arrive. */
export async function waitForMailLink(
  address: string,
  path: string,
  timeoutMs = 15_000,
): Promise<{ mail: ReceivedMail; url: URL }> {
  const deadline = Date.now() + timeoutMs;
  const linkPattern = new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?\\S+`);
  for (;;) {
    const mails = (await receivedMail()).filter((mail) => mail.to.includes(address.toLowerCase()));
    for (const mail of mails.reverse()) {
      const link = linkPattern.exec(mail.text)?.[0];
      if (link) return { mail, url: new URL(link) };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link to ${path} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
