import type { RuleSetName } from '../../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_PATHS } from '../../../domain/gatekeeper/contracts.ts';
import { ruleUploadReplySchema } from '../../../domain/gatekeeper/rules/contracts.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** The file's text (FileReader: older browsers and jsdom have no File.text). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * Replaces the whole set with the file's rows; the server takes the CSV text as the body. Based on
 * the set's revision the screen read (`?revision=`): refused (409, naming who) when another upload
 * replaced the set since.
 */
export async function uploadRules(set: RuleSetName, file: File, revision: number | null): Promise<string> {
  const text = await readText(file);
  const reply = await requestReply(
    {
      method: 'POST',
      url: `${GATEKEEPER_PATHS.ruleUpload}/${set}`,
      params: revision === null ? undefined : { revision },
      data: text,
      headers: { 'Content-Type': 'text/csv' },
    },
    ruleUploadReplySchema,
  );
  return reply.message;
}
