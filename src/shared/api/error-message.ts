// Apart from the error body's schema (./errors.ts), so the screens read a refusal without zod.

/** An error's text: message or error field, else raw body, else 'Request failed: {status}'. */
export function messageFromResponse(status: number, data: unknown): string {
  if (data && typeof data === 'object') {
    const record = data as { message?: unknown; error?: unknown };
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  if (typeof data === 'string' && data.trim()) {
    try {
      return messageFromResponse(status, JSON.parse(data));
    } catch {
      if (status === 401) return 'Invalid email or password.';
      return data.trim();
    }
  }
  if (status === 401) return 'Invalid email or password.';
  return `Request failed: ${status}`;
}
