import { type ChangeEvent, type FormEvent, useState } from "react";
import { validatePropertyLink } from "./validate-link";

/**
 * A listing link typed into a form: on submit it is checked (SPEC §8's messages) and, when it is a link
 * we read, handed to `submit`.
 */
export function useLinkForm(submit: (link: string) => void, initialLink = "") {
  const [link, setLink] = useState(initialLink);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePropertyLink(link);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    submit(result.link);
  };
  /** What an Input needs to take a link: the URL keyboard and autofill, the value and its change handler. */
  const linkInput = {
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    value: link,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setLink(event.target.value),
  } as const;
  return { link, error, onSubmit, linkInput };
}
