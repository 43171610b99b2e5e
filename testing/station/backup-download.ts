import type { ApiClient } from './api-client';

/**
 * What the backup screen does: stage a snapshot, then open its one-time download link, the body left to read. A
 * refused staging (409 while another copy is on its way) comes back as it was answered.
 */
export async function downloadBackup(api: ApiClient): Promise<Response> {
  const staged = await api.send('admin.backup');
  // The client has read the refusal's body: hand it back unread, as a caller may cancel it like a download's.
  if (staged.status !== 201 || !staged.data)
    return new Response(staged.text, { status: staged.status, headers: staged.res.headers });
  return api.follow(staged.data.downloadUrl);
}
