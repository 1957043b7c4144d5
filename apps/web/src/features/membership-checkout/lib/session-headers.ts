/** The member session on a membership call: `Authorization: Bearer {token}`; none for a guest. */
export function sessionHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
