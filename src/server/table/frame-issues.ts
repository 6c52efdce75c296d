/** A schema's refusal in words, the same for an HTTP body and a socket's frame: where (the field's path) and what. */
import type { z } from "zod";

export function firstIssue(error: z.ZodError, whole: string): { readonly field: string; readonly words: string } {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || whole;
  return { field, words: `${field}: ${issue?.message ?? "invalid"}` };
}
