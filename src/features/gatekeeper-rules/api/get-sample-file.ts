import { z } from 'zod/mini';
import { sampleFilePath } from '../../../domain/gatekeeper/rules/contracts.ts';
import { request } from '../../../lib/api-client.ts';
import { textReply } from '../../../lib/text-reply.ts';

/** Whether the sample file of `title` exists (spec 002 §7: checked with HEAD first). */
export async function sampleFileExists(title: string): Promise<boolean> {
  try {
    await request({ method: 'HEAD', url: sampleFilePath(title), ...textReply });
    return true;
  } catch {
    return false;
  }
}

export function getSampleFile(title: string): Promise<string> {
  return request({ method: 'GET', url: sampleFilePath(title), ...textReply }, z.string());
}
